import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { createApp } from '../src/app'
import { readConfig } from '../src/config'
import { benchEachEngine, scratchDatabase, signIn } from './bench-engine'
import { postgresServerUrl, readEngines, wholeNumber, type Engine } from './bench-options'
import { ms, rate, textTable } from './report'
import { seededRandom } from './teacher-data'
import { importFile, teacherBody, teachersCsv } from './teacher-import'
import { summarise, timedFetch, type Timings } from './timing'

/**
 * `npm run bench:journal`: what the change journal costs, side by side in one run. Two servers on
 * one engine, the same in all but the journal (on for one, off for the other), take turns: the
 * latency of single writes, an import of many rows, and, with the journal, reading the history of
 * a record with many versions. Each engine runs in a process of its own. Not a test: it prints figures.
 */

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' }
const USAGE =
  'npm run bench:journal -- [--db sqlite|postgres|both] [--requests 300] [--rows 10000] [--versions 1000] [--imports 3]'
const AREAS = 300
const WARM_UP_ROUNDS = 20
/** Goals of the change journal. */
const GOALS = { writeRatio: 1.2, importRowsPerSecond: 15_000, historyMs: 20 }

interface JournalBenchOptions {
  engines: Engine[]
  requests: number
  rows: number
  versions: number
  imports: number
  postgresUrl: string
}

const readJournalOptions = (args = process.argv.slice(2)): JournalBenchOptions => {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      requests: { type: 'string', default: '300' },
      rows: { type: 'string', default: '10000' },
      versions: { type: 'string', default: '1000' },
      imports: { type: 'string', default: '3' }
    }
  })
  return {
    engines: readEngines(values.db, USAGE),
    requests: wholeNumber('requests', values.requests, 20, USAGE),
    rows: wholeNumber('rows', values.rows, 100, USAGE),
    versions: wholeNumber('versions', values.versions, 2, USAGE),
    imports: wholeNumber('imports', values.imports, 1, USAGE),
    postgresUrl: postgresServerUrl()
  }
}

const log = (text: string) => process.stderr.write(`${text}\n`)

/** One server of the comparison, signed in, with areas for its teachers to point at. */
interface Side {
  base: string
  headers: Record<string, string>
  areas: string[]
  close(): Promise<void>
}

const startSide = async (engine: Engine, options: JournalBenchOptions, journal: boolean): Promise<Side> => {
  const db = await scratchDatabase(engine, options.postgresUrl)
  const config = readConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password
  })
  const app = await createApp({ ...config, journal }, { print: () => {} })
  const server = await app.listen(0, '127.0.0.1')
  if (!server.listening) await once(server, 'listening')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const headers = { ...(await signIn(base, ADMIN)), 'content-type': 'application/json' }
  const areas = Array.from({ length: AREAS }, (_, index) => ({
    name: { en: `District ${index + 1}` },
    value: `d${index}`
  }))
  const created = await timedFetch(
    `${base}/api/regAreas`,
    { method: 'POST', headers, body: JSON.stringify(areas) },
    201
  )
  return {
    base,
    headers,
    areas: created.body.map((area: { _id: string }) => area._id),
    async close() {
      await app.teardown(server)
      await db.drop()
    }
  }
}

const post = (side: Side, path: string, body: unknown) =>
  timedFetch(
    `${side.base}${path}`,
    { method: 'POST', headers: side.headers, body: JSON.stringify(body) },
    201
  )
const patch = (side: Side, path: string, body: unknown) =>
  timedFetch(`${side.base}${path}`, { method: 'PATCH', headers: side.headers, body: JSON.stringify(body) })

/** A write timed on both sides by turns (which goes first changes every round), after a warm-up. */
const compareWrites = async (
  sides: [Side, Side],
  requests: number,
  write: (side: Side, round: number) => Promise<{ ms: number }>
): Promise<[Timings, Timings]> => {
  const times: [number[], number[]] = [[], []]
  for (let round = -WARM_UP_ROUNDS; round < requests; round++)
    for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const { ms: taken } = await write(sides[index], round)
      if (round >= 0) times[index].push(taken)
    }
  return [summarise(times[0]), summarise(times[1])]
}

const median = (values: number[]) => summarise(values).p50
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`

const benchEngine = async (engine: Engine, options: JournalBenchOptions) => {
  log(`\n${engine}: the journal on and off, side by side`)
  const started: Side[] = []
  try {
    started.push(await startSide(engine, options, true))
    started.push(await startSide(engine, options, false))
    const sides = started as [Side, Side]
    const [on] = sides
    const random = seededRandom(1)
    const rows: string[][] = []
    const writeRow = (key: string, title: string, [withJournal, without]: [Timings, Timings]) =>
      rows.push([
        key,
        title,
        ms(withJournal.p50),
        ms(withJournal.p95),
        ms(without.p50),
        ms(without.p95),
        ratio(withJournal.p50, without.p50),
        `<= ${GOALS.writeRatio}x`,
        withJournal.p50 <= GOALS.writeRatio * without.p50 ? 'yes' : 'NO'
      ])

    log('  W1 creates')
    writeRow(
      'W1',
      'POST one teacher',
      await compareWrites(sides, options.requests, (side, round) =>
        post(side, '/api/teachers', teacherBody(random, round, side.areas))
      )
    )
    log('  W2 patches')
    const targets = await Promise.all(
      sides.map((side) => post(side, '/api/teachers', teacherBody(random, 0, side.areas)))
    )
    writeRow(
      'W2',
      'PATCH two fields of a teacher',
      await compareWrites(sides, options.requests, (side, round) =>
        patch(side, `/api/teachers/${targets[sides.indexOf(side)].body._id}`, {
          hourlyRate: 100 + (round & 511),
          experienceYears: round & 31
        })
      )
    )

    log(`  I1/I2 imports of ${options.rows.toLocaleString('en')} rows`)
    // The same teachers for both, each file naming its own server's areas; one import of its own
    // first on each side, so that neither is timed while the import's code is still being compiled.
    const importsOf = async (
      file: (side: Side, round: number) => string,
      update: boolean,
      rounds: number,
      warmUp: number
    ) => {
      const imports: [number[], number[]] = [[], []]
      for (let round = -warmUp; round < rounds; round++)
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const { ms: taken } = await importFile(sides[index], file(sides[index], round + warmUp), update)
          if (round >= 0) imports[index].push(taken)
        }
      return imports.map(median) as [number, number]
    }
    const [createOn, createOff] = await importsOf(
      (side, round) => teachersCsv(options.rows, side.areas, round),
      false,
      options.imports,
      1
    )
    // Each file's teachers again, new rates: updates by email, as a corrected sheet would be.
    const [updateOn, updateOff] = await importsOf(
      (side, round) => teachersCsv(options.rows, side.areas, round, 100 + round),
      true,
      options.imports,
      0
    )
    const importRow = (key: string, what: string, on: number, off: number, goal: boolean) => {
      const met = options.rows / (on / 1000) >= GOALS.importRowsPerSecond ? 'yes' : 'NO'
      rows.push([
        key,
        `${what} ${options.rows.toLocaleString('en')} teachers (${options.imports} runs, median)`,
        `${ms(on)} = ${rate(options.rows, on)}`,
        '-',
        `${ms(off)} = ${rate(options.rows, off)}`,
        '-',
        ratio(on, off),
        goal
          ? `>= ${GOALS.importRowsPerSecond.toLocaleString('en')} rows/s${engine === 'sqlite' ? '' : ' (SQLite)'}`
          : '-',
        goal && engine === 'sqlite' ? met : ''
      ])
    }
    importRow('I1', 'import of new', createOn, createOff, true)
    importRow('I2', 'import updating', updateOn, updateOff, false)

    log(`  H1/H2 a record with ${options.versions.toLocaleString('en')} versions`)
    const record = (await post(on, '/api/teachers', teacherBody(random, 1, on.areas))).body._id
    for (let version = 1; version < options.versions; version++)
      await patch(on, `/api/teachers/${record}`, { hourlyRate: 100 + version })
    const history = `${on.base}/api/changes?collection=teachers&recordId=${record}`
    for (const [key, title, limit] of [
      ['H1', 'history: newest 50 versions with the count', 50],
      ['H2', `history: all ${options.versions.toLocaleString('en')} versions`, 1000]
    ] as const) {
      const times: number[] = []
      for (let round = -WARM_UP_ROUNDS; round < options.requests; round++) {
        const answer = await timedFetch(`${history}&$limit=${limit}`, { headers: on.headers })
        if (answer.body.total !== options.versions) throw new Error(`${key}: ${answer.body.total} versions`)
        if (round >= 0) times.push(answer.ms)
      }
      const timings = summarise(times)
      rows.push([
        key,
        title,
        ms(timings.p50),
        ms(timings.p95),
        '-',
        '-',
        '-',
        `p50 < ${GOALS.historyMs} ms`,
        timings.p50 < GOALS.historyMs ? 'yes' : 'NO'
      ])
    }
    const header = ['case', 'what', 'journal p50', 'p95', 'no journal p50', 'p95', 'ratio', 'goal', 'met']
    return `${engine}, ${options.requests} requests per write case and side, over HTTP on 127.0.0.1\n${textTable(header, rows, (column) => column >= 2 && column <= 6)}`
  } finally {
    for (const side of started) await side.close()
  }
}

const main = async () => {
  const options = readJournalOptions()
  await benchEachEngine(options.engines, (engine) => benchEngine(engine, options))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
