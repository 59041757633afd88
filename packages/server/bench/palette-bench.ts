import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { createApp } from '../src/app'
import { readConfig } from '../src/config'
import type { Application } from '../src/declarations'
import { benchEachEngine, scratchDatabase, signIn } from './bench-engine'
import { postgresServerUrl, readEngines, wholeNumber, type Engine } from './bench-options'
import { ms, textTable } from './report'
import {
  areaRecord,
  bulkInsert,
  NAME_WORDS,
  pick,
  seededRandom,
  teacherRecord,
  type Random
} from './teacher-data'
import { summarise, timedGet } from './timing'

/**
 * `npm run bench:palette`: builds a `teachers` table of a million rows (`--rows`), starts the real
 * server on it and times the console's search (`GET /api/search`) as an administrator types:
 * the first letters of names, whole names, email domains that every other row holds, terms that
 * match nothing, and two-letter terms the text index cannot look up. Every collection the
 * administrator may read is searched on each request. Not a test: it prints figures.
 */
const USAGE =
  'npm run bench:palette -- [--rows 1000000] [--db sqlite|postgres|both] [--requests 300] [--seed 1]'
const GOAL_P95_MS = 150
const WARM_UP = 30
const AREAS = 300
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' }

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'both' },
    requests: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' }
  }
})
const rows = wholeNumber('rows', values.rows, 1000, USAGE)
const requests = wholeNumber('requests', values.requests, 50, USAGE)
const seed = wholeNumber('seed', values.seed, 0, USAGE)
const log = (text: string) => process.stderr.write(`${text}\n`)

/** What people type into the box, by kind: each request takes the next term of one kind in turn. */
const TERM_KINDS: Record<string, (random: Random) => string> = {
  'first letters': (random) => pick(random, NAME_WORDS).slice(0, 3).toLowerCase(),
  'a whole name': (random) => pick(random, NAME_WORDS),
  'common (gmail)': () => 'gmail',
  'nothing found': (random) => `zq${Math.floor(random() * 1000)}x`,
  'two letters': (random) => pick(random, NAME_WORDS).slice(0, 2).toLowerCase(),
  Chinese: (random) => pick(random, ['陳大', '大文', '李小龍', '黃老師', '數學補習'])
}

const loadData = async (app: Application) => {
  const ctx = { knex: app.get('knex'), dialect: app.get('dialect'), catalogue: app.get('catalogue') }
  const random = seededRandom(seed)
  const areas = Array.from({ length: AREAS }, (_, index) => areaRecord(index))
  await bulkInsert(ctx, ctx.catalogue.model('regAreas'), AREAS, (index) => areas[index])
  const started = performance.now()
  await bulkInsert(
    ctx,
    ctx.catalogue.model('teachers'),
    rows,
    (index) =>
      teacherRecord(
        random,
        index,
        rows,
        areas.map((area) => area._id)
      ),
    (done) => process.stderr.write(`\r  inserted ${done.toLocaleString('en')} teachers`)
  )
  log(` in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  await ctx.knex.raw(ctx.dialect.name === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')
}

const benchEngine = async (engine: Engine): Promise<string> => {
  log(`\n${engine}: ${rows.toLocaleString('en')} teachers`)
  const db = await scratchDatabase(engine, postgresServerUrl())
  let app: Application | undefined
  try {
    const config = readConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PORT: '0'
    })
    app = await createApp(config, { print: () => {} })
    await loadData(app)
    const server = await app.listen(0, '127.0.0.1')
    if (!server.listening) await once(server, 'listening')
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const headers = await signIn(base, ADMIN)
    const random = seededRandom(seed + 1)
    const kinds = Object.entries(TERM_KINDS)
    const url = (term: string) => `${base}/api/search?q=${encodeURIComponent(term)}&lang=en`
    for (let turn = 0; turn < WARM_UP; turn++)
      await timedGet(url(kinds[turn % kinds.length][1](random)), headers)
    const byKind = new Map<string, number[]>(kinds.map(([kind]) => [kind, []]))
    const all: number[] = []
    for (let turn = 0; turn < requests; turn++) {
      const [kind, term] = kinds[turn % kinds.length]
      const { ms: taken } = await timedGet(url(term(random)), headers)
      byKind.get(kind)!.push(taken)
      all.push(taken)
    }
    const total = summarise(all)
    const table = textTable(
      ['terms', 'requests', 'p50', 'p95'],
      [
        ...[...byKind].map(([kind, times]) => {
          const timing = summarise(times)
          return [kind, String(timing.samples), ms(timing.p50), ms(timing.p95)]
        }),
        ['all', String(total.samples), ms(total.p50), ms(total.p95)]
      ],
      (column) => column > 0
    )
    const verdict = `p95 ${ms(total.p95)}: goal < ${GOAL_P95_MS} ms ${total.p95 < GOAL_P95_MS ? 'met' : 'NOT met'}`
    return `${engine}, ${rows.toLocaleString('en')} teachers\n${table}\n${verdict}`
  } finally {
    await app?.teardown()
    await db.drop()
  }
}

await benchEachEngine(readEngines(values.db, USAGE), benchEngine)
