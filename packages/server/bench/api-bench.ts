import crypto from 'node:crypto'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import type { Knex } from 'knex'
import { createApp } from '../src/app'
import { readConfig } from '../src/config'
import type { Application } from '../src/declarations'
import { benchEachEngine, scratchDatabase, signIn } from './bench-engine'
import { readOptions, type BenchOptions, type Engine } from './bench-options'
import {
  cursorCases,
  cursorQuery,
  PAGE_SAMPLES,
  queryCases,
  searchTerms,
  type QueryCase
} from './bench-queries'
import { captureSql } from './capture-sql'
import { startFloor, type FloorServer } from './floor-server'
import { coldStart, nodeLines } from './cold-start'
import { exportCases } from './export-case'
import { rssOfProcess } from './process-rss'
import { importCase } from './import-case'
import { formatTable, type CaseResult, type WrittenRow } from './report'
import { areaRecord, bulkInsert, NAME_WORDS, seededRandom, teacherRecord } from './teacher-data'
import { summarise, timedGet } from './timing'
import { startServerProcess, type ServerProcess } from '../test/support/server-process'

/**
 * `npm run bench:api`: builds a `teachers` data set, starts the real server on it and times the
 * queries of the issue over HTTP on 127.0.0.1, each beside the same SQL behind a bare `node:http`
 * handler (the floor). Not a test: it prints figures. The server timed is the compiled build that
 * `npm start` runs, in a process of its own; one started from the sources in this process loads
 * the data and tells the SQL each request runs, which the floor then answers.
 */

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' }
/** One secret for both servers, so that a token of either serves at both. */
const AUTH_SECRET = crypto.randomBytes(32).toString('hex')
const AREAS = 300
/** Rounds of every query on both sides before any is timed. */
const WARM_UP_ROUNDS = 100
const CURSOR_DEPTH = 40_000
const COLD_STARTS = 5
const EXPORT_RUNS = 3
const IMPORT_ROWS = 10_000
const IMPORT_RUNS = 7

const log = (text: string) => process.stderr.write(`${text}\n`)

const seedContext = (app: Application) => ({
  knex: app.get('knex'),
  dialect: app.get('dialect'),
  catalogue: app.get('catalogue')
})

const loadData = async (app: Application, options: BenchOptions) => {
  const ctx = seedContext(app)
  const random = seededRandom(options.seed)
  const areas = Array.from({ length: AREAS }, (_, index) => areaRecord(index))
  await bulkInsert(ctx, ctx.catalogue.model('regAreas'), AREAS, (index) => areas[index])
  const areaIds = areas.map((area) => area._id)
  const started = performance.now()
  await bulkInsert(
    ctx,
    ctx.catalogue.model('teachers'),
    options.rows,
    (index) => teacherRecord(random, index, options.rows, areaIds),
    (done) => process.stderr.write(`\r  inserted ${done.toLocaleString('en')} teachers`)
  )
  log(` in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  // The planner statistics a running database would have gathered by now (autovacuum, PRAGMA optimize).
  await ctx.knex.raw(ctx.dialect.name === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE')
  return areaIds
}

/** Keyset paging from the first page to `depth` rows deep, then a few pages on: the cursors of Q5. */
const cursorsAt = async (base: string, headers: Record<string, string>, depth: number) => {
  let cursor = ''
  for (let read = 0; read < depth; read += 1000)
    cursor = (await timedGet(base + cursorQuery(cursor, 1000), headers)).body.cursors.next
  const deep = [cursorQuery(cursor)]
  for (let step = 0; step < 4; step++) {
    cursor = (await timedGet(base + deep[deep.length - 1], headers)).body.cursors.next
    deep.push(cursorQuery(cursor))
  }
  return { first: cursorQuery(''), deep }
}

/** The floor answers the SQL the API ran; a check that both found the same rows. */
const checkSameRows = (query: QueryCase, api: any, floor: any[][]) => {
  const isCount = (rows: any[]) => rows.length === 1 && 'total' in rows[0]
  const counted = floor.find(isCount)
  // The page is the statement that reads records; the others count or estimate (in any order).
  const page = floor.find((rows) => rows.length > 0 && '_id' in rows[0]) ?? []
  const apiIds = api.data.map((row: { _id: string }) => row._id).join()
  const floorIds = page
    .slice(0, api.data.length)
    .map((row: { _id: string }) => row._id)
    .join()
  const floorTotal = counted && Number(counted[0].total)
  // An estimated total comes from the same statements, which answer the statistics' figure.
  if (apiIds !== floorIds || (!api.totalEstimated && api.total !== floorTotal))
    throw new Error(`${query.key}: the API and the floor disagree (${api.total} vs ${floorTotal} rows)`)
}

/**
 * The SQL of a request once the server is warm: a first request may do work it then keeps for a
 * while (confirming a big table's estimated size by a count), which the floor must not replay on
 * every turn.
 */
const steadySql = async (knex: Knex, url: string, headers: Record<string, string>) => {
  await timedGet(url, headers)
  return captureSql(knex, 'teachers', () => timedGet(url, headers))
}

/** One query's two sides, the API's path and the floor's, for each of its variants. */
interface Sides {
  query: QueryCase
  api: (variant: number) => string | undefined
  floor: (variant: number) => string
  variants: number
}

/** Routes a query's SQL on the floor: the statements of the case, or those the API runs. */
const sidesOf = async (
  query: QueryCase,
  knex: Knex,
  { sqlBase, base }: { sqlBase: string; base: string },
  headers: Record<string, string>,
  floor: FloorServer
): Promise<Sides> => {
  const variants = query.paths?.length ?? query.statements!.length
  for (let variant = 0; variant < variants; variant++) {
    floor.route(
      `${query.key}/${variant}`,
      query.statements?.[variant] ?? (await steadySql(knex, sqlBase + query.paths![variant], headers))
    )
  }
  return {
    query,
    variants,
    api: (variant) => query.paths && base + query.paths[variant],
    floor: (variant) => `${floor.url}/${encodeURIComponent(query.key)}/${variant}`
  }
}

/**
 * Asks every variant of a query `rounds` times on both sides, checking that they answer the same
 * rows: run for every query before any is timed, so that each side's code is as warm as in a
 * server that has been answering for a while, whichever query comes first.
 */
const warmUp = async (
  { query, variants, api, floor }: Sides,
  headers: Record<string, string>,
  rounds: number
) => {
  for (let round = 0; round < rounds * variants; round++) {
    const viaFloor = await timedGet(floor(round % variants))
    const path = api(round % variants)
    if (path) checkSameRows(query, (await timedGet(path, headers)).body, viaFloor.body)
  }
}

/** Times one query through the API and through the floor, taking turns. */
const measure = async (
  { query, variants, api, floor }: Sides,
  headers: Record<string, string>,
  requests: number
): Promise<CaseResult> => {
  const viaApi: number[] = []
  const bare: number[] = []
  const rounds = Math.min(Math.max(requests, query.samples ?? 0), query.atMost ?? Infinity)
  for (let round = 0; round < rounds; round++) {
    bare.push((await timedGet(floor(round % variants))).ms)
    const path = api(round % variants)
    if (path) viaApi.push((await timedGet(path, headers)).ms)
  }
  return { query, api: viaApi.length ? summarise(viaApi) : undefined, floor: summarise(bare) }
}

const benchEngine = async (engine: Engine, options: BenchOptions): Promise<string> => {
  log(`\n${engine}: ${options.rows.toLocaleString('en')} teachers`)
  const db = await scratchDatabase(engine, options.postgresUrl)
  let app: Application | undefined
  let compiled: ServerProcess | undefined
  let floor: FloorServer | undefined
  try {
    const config = readConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_SECRET
    })
    app = await createApp(config, { print: () => {} })
    const areaIds = await loadData(app, options)
    const sqlServer = await app.listen(0, '127.0.0.1')
    if (!sqlServer.listening) await once(sqlServer, 'listening')
    // The SQL a request runs, read from this process's knex; the same request to the compiled
    // server runs the same code.
    const sqlBase = `http://127.0.0.1:${(sqlServer.address() as AddressInfo).port}`
    compiled = await startServerProcess({
      db,
      compiled: true,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        AUTH_SECRET
      }
    })
    const base = compiled.url
    // Access tokens live minutes (ACCESS_TOKEN_MINUTES): each case signs in afresh.
    const headers = await signIn(base, ADMIN)
    floor = await startFloor(db)
    const depth = Math.min(CURSOR_DEPTH, Math.floor(options.rows / 2000) * 1000)
    const { first, deep } = await cursorsAt(base, headers, depth)
    const cases = [
      // Streams of their own: the same terms and filters whatever the number of rows.
      ...queryCases(
        engine,
        app.get('knex'),
        seededRandom(options.seed + 1),
        areaIds,
        searchTerms(seededRandom(options.seed + 2), NAME_WORDS, 10)
      ),
      ...cursorCases(first, deep, depth)
    ]
    log('  warming up')
    const sides: Sides[] = []
    for (const query of cases)
      sides.push(await sidesOf(query, app.get('knex'), { sqlBase, base }, headers, floor))
    for (const each of sides) await warmUp(each, headers, WARM_UP_ROUNDS)
    const results: (CaseResult | WrittenRow)[] = []
    for (const each of sides) {
      log(`  timing ${each.query.key}`)
      results.push(await measure(each, await signIn(base, ADMIN), options.requests))
    }
    log('  timing E1 (exports)')
    const servers = { base, rss: () => rssOfProcess(compiled!.child().pid!), sqlBase, knex: app.get('knex') }
    results.push(...(await exportCases(servers, await signIn(base, ADMIN), floor, EXPORT_RUNS)))
    log('  timing I1 (imports)')
    results.push(
      await importCase(
        seedContext(app),
        { base, headers: await signIn(base, ADMIN) },
        areaIds,
        IMPORT_ROWS,
        IMPORT_RUNS
      ).catch((error: Error) => {
        // The other figures are still worth printing: the failure is told in its row and here.
        console.error(error)
        const cause = (error.cause as Error | undefined)?.message ?? ''
        return ['I1', `failed: ${error.message} ${cause}`, '-', '-', '-', '-', '-', '', 'NO']
      })
    )
    await compiled.stop({ keepDatabase: true })
    compiled = undefined
    await app.teardown(sqlServer)
    app = undefined
    log('  timing S1 (cold starts)')
    results.push(
      ...(await coldStart(
        {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATA_DIR: db.dataDir,
          DATABASE_URL: db.databaseUrl ?? '',
          SEED_DEMO: 'false'
        },
        COLD_STARTS,
        await nodeLines(options.nodeLines)
      ))
    )
    return `${engine}, ${options.rows.toLocaleString('en')} teachers, ${options.requests} requests per query and side, ${PAGE_SAMPLES.toLocaleString('en')} for the pages Q1, Q2 and Q5 (p50/p95 over HTTP on 127.0.0.1)\n${formatTable(results)}`
  } finally {
    await floor?.close()
    await compiled?.stop({ keepDatabase: true })
    await app?.teardown()
    await db.drop()
  }
}

const main = async () => {
  const options = readOptions()
  await benchEachEngine(options.engines, (engine) => benchEngine(engine, options))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
