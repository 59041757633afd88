import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { loadCatalogue } from '../src/catalogue'
import { createKnex } from '../src/db/connection'
import { getDialect } from '../src/db/dialects'
import { syncSchema } from '../src/db/schema/sync-schema'
import { migrateToPostgres } from '../src/operations/migrate'
import { seedOnStart } from '../src/seed/seed-on-start'
import { scratchDatabase } from './bench-engine'
import { postgresServerUrl, wholeNumber } from './bench-options'
import { rate, textTable } from './report'
import { areaRecord, bulkInsert, seededRandom, teacherRecord } from './teacher-data'

/**
 * `npm run bench:migrate`: a SQLite database with the demo data and 100,000 more teachers
 * (`--teachers`) moved to a scratch PostgreSQL database by `npm run migrate`'s own code, timed by
 * phase: the copy in batches (rows per second), and the whole run with the schema made on
 * PostgreSQL and the checks of counts and samples at the end. Not a test: it prints figures.
 */
const USAGE = 'npm run bench:migrate -- [--teachers 100000] [--batch 2000] [--seed 1]'
const AREAS = 300

const { values } = parseArgs({
  options: {
    teachers: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' }
  }
})
const teachers = wholeNumber('teachers', values.teachers, 1000, USAGE)
const batchSize = wholeNumber('batch', values.batch, 100, USAGE)
const seed = wholeNumber('seed', values.seed, 0, USAGE)
const log = (text: string) => process.stderr.write(`${text}\n`)

/** The SQLite database to move: demo data, areas, and the teachers. */
const buildSource = async (dataDir: string) => {
  const knex = createKnex({ dataDir })
  try {
    const ctx = { knex, dialect: getDialect(knex), catalogue: loadCatalogue() }
    await syncSchema(knex, ctx.dialect, ctx.catalogue.collections)
    await seedOnStart(ctx, true)
    const random = seededRandom(seed)
    const areas = Array.from({ length: AREAS }, (_, index) => areaRecord(index))
    await bulkInsert(ctx, ctx.catalogue.model('regAreas'), AREAS, (index) => areas[index])
    const areaIds = areas.map((area) => area._id)
    await bulkInsert(ctx, ctx.catalogue.model('teachers'), teachers, (index) =>
      teacherRecord(random, index, teachers, areaIds)
    )
  } finally {
    await knex.destroy()
  }
}

const run = async () => {
  const source = await scratchDatabase('sqlite', postgresServerUrl())
  const target = await scratchDatabase('postgres', postgresServerUrl())
  try {
    log(`building a SQLite database with the demo data and ${teachers.toLocaleString('en')} teachers`)
    await buildSource(source.dataDir)
    log(`moving it to PostgreSQL in batches of ${batchSize.toLocaleString('en')} rows`)
    let copyStarted = 0
    let copyEnded = 0
    let lastLine = 0
    let done = 0
    const started = performance.now()
    const report = await migrateToPostgres({
      dataDir: source.dataDir,
      targetUrl: target.databaseUrl!,
      batchSize,
      progress: {
        start: (total) => {
          copyStarted = performance.now()
          log(`copying ${total.toLocaleString('en')} rows`)
        },
        advance: (table, rows) => {
          done += rows
          copyEnded = performance.now()
          if (copyEnded - lastLine > 2000) {
            lastLine = copyEnded
            log(`  ${done.toLocaleString('en')} rows copied (${table})`)
          }
        }
      }
    })
    const whole = performance.now() - started
    const copy = copyEnded - copyStarted
    const rows = [
      ['schema on PostgreSQL', '', `${((copyStarted - started) / 1000).toFixed(1)} s`, ''],
      [
        'copy',
        report.copied.toLocaleString('en'),
        `${(copy / 1000).toFixed(1)} s`,
        rate(report.copied, copy)
      ],
      [
        'sequences, statistics, checks',
        `${report.sampled} sampled`,
        `${((started + whole - copyEnded) / 1000).toFixed(1)} s`,
        ''
      ],
      [
        'whole migration',
        report.copied.toLocaleString('en'),
        `${(whole / 1000).toFixed(1)} s`,
        rate(report.copied, whole)
      ]
    ]
    process.stdout.write(
      `\nnpm run migrate: SQLite to PostgreSQL, ${Object.keys(report.counts).length} tables, teachers ${report.counts.teachers.toLocaleString('en')}\n` +
        `${textTable(['phase', 'rows', 'time', 'rows per second'], rows, (column) => column >= 1)}\n`
    )
  } finally {
    await source.drop()
    await target.drop()
  }
}

run().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
