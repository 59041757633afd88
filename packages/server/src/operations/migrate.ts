import fs from 'node:fs'
import type { Knex } from 'knex'
import { loadCatalogue } from '../catalogue'
import { createKnex, sqliteFile } from '../db/connection'
import { getDialect } from '../db/dialects'
import { syncSchema } from '../db/schema/sync-schema'
import { tableModel } from '../db/schema/table-model'
import { withIndexesRebuiltAfter } from '../seed/bulk-load'
import { wasApplied } from '../seed/seed-marker'
import { advanceSequences, copyPlan, readBatch, writeBatch, type CopyPlan } from './migrate-tables'
import {
  ensureProgressTable,
  readProgress,
  saveProgress,
  dropProgressTable,
  type TableProgress
} from './migrate-progress'
import { compareCounts, compareSamples, type Databases } from './migrate-verify'
import { countRows, MIGRATION_PROGRESS_TABLE, productTables } from './product-tables'

/** What the person running a migration sees (migrate-command.ts draws it as a bar). */
export interface MigrationProgress {
  /** The rows of all tables, and those an earlier run copied already. */
  start(total: number, done: number): void
  advance(table: string, rows: number): void
}

export interface MigrateOptions {
  /** DATA_DIR of the SQLite database to copy. */
  dataDir: string
  /** The PostgreSQL database to copy into: empty, or holding an interrupted migration. */
  targetUrl: string
  /** Rows per batch, each one transaction in the target (2,000). */
  batchSize?: number
  /** Records of each table compared field by field at the end, besides the first and the last (20). */
  samplesPerTable?: number
  progress?: MigrationProgress
  /**
   * Called after each batch is committed with the rows of the table copied so far; what it throws
   * stops the migration there, as a kill would (the tests interrupt it so).
   */
  afterBatch?: (table: string, rows: number) => void
}

export interface MigrationReport {
  /** Rows of each table, the same on both engines. */
  counts: Record<string, number>
  /** Rows copied by this run (a resumed run copies only what was left). */
  copied: number
  resumed: boolean
  sampled: number
  seconds: number
}

/** The progress table's row that says the target's schema is made. */
const SCHEMA_STEP = '(schema)'

/**
 * Refuses a target that holds anything but an interrupted migration: the copy never mixes its
 * rows with others. Answers whether it resumes one.
 */
const checkTarget = async (target: Knex, dbs: Pick<Databases, 'targetDialect'>) => {
  if (await target.schema.hasTable(MIGRATION_PROGRESS_TABLE)) return true
  const tables = await productTables(target, dbs.targetDialect)
  if (tables.length)
    throw new Error(
      `The PostgreSQL database is not empty (${tables.length} tables, such as ${tables[0]}): migrate into an empty database.`
    )
  return false
}

/**
 * Takes the SQLite database for the copy alone, until the copy ends: refused while a server (or
 * anything else) has it open, whose writes made during the copy would stay behind in SQLite; and
 * a server started meanwhile waits, then fails, instead of writing beside the copy.
 */
const holdSource = async (source: Knex, file: string) => {
  await source.raw('PRAGMA locking_mode = EXCLUSIVE')
  try {
    // The exclusive lock is taken by the first write transaction and kept until the connection closes.
    await source.raw('BEGIN EXCLUSIVE')
    await source.raw('COMMIT')
  } catch (error) {
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    throw new Error(
      `The SQLite database at ${file} is in use: stop the server (every process on this DATA_DIR), then run the migration again.`
    )
  }
}

/** Waits until the I/O of what was just sent has had its turn (the event loop's check phase). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Copies one table from where its progress left off, a batch per transaction with its progress.
 * The next batch is read from SQLite (whose driver answers synchronously) while PostgreSQL takes
 * the one just sent, so that the two engines work side by side.
 */
const copyTable = async (
  dbs: Databases,
  plan: CopyPlan,
  progress: TableProgress,
  options: MigrateOptions
) => {
  const size = options.batchSize ?? 2000
  let copied = 0
  let rows = await readBatch(dbs.source, plan, progress.lastKey, size)
  for (;;) {
    const last = rows.at(-1)
    const next: TableProgress = {
      ...progress,
      lastKey: last ? plan.key.map((column) => last[column]) : progress.lastKey,
      rows: progress.rows + rows.length,
      done: rows.length < size
    }
    let sent!: () => void
    const inserting = new Promise<void>((resolve) => (sent = resolve))
    const batch = rows
    const writing = dbs.target.transaction(async (trx) => {
      const insert = batch.length ? writeBatch(trx, plan, batch) : Promise.resolve()
      sent()
      await insert
      await saveProgress(trx, next)
    })
    const reading = next.done
      ? Promise.resolve([])
      : inserting.then(nextTurn).then(() => readBatch(dbs.source, plan, next.lastKey, size))
    // A failed write leaves the read unawaited: its own failure, if any, is not reported twice.
    reading.catch(() => undefined)
    await writing
    progress = next
    copied += batch.length
    options.progress?.advance(plan.table, batch.length)
    options.afterBatch?.(plan.table, progress.rows)
    if (progress.done) return copied
    rows = await reading
  }
}

/**
 * Copies every table of the product's schema from the SQLite database under `dataDir` into an
 * empty PostgreSQL database whose schema the product's own code creates (text-search tables
 * included, filled by their triggers as the rows arrive), in batches that a later run resumes
 * after an interruption; then moves sequences past the copied rows and checks the row counts and
 * a sample of records field by field. Throws when anything differs.
 */
export const migrateToPostgres = async (options: MigrateOptions): Promise<MigrationReport> => {
  const started = performance.now()
  if (!fs.existsSync(sqliteFile(options.dataDir)))
    throw new Error(
      `There is no SQLite database at ${sqliteFile(options.dataDir)}: set DATA_DIR to the folder that holds it.`
    )
  const source = createKnex({ dataDir: options.dataDir })
  const target = createKnex({ dataDir: options.dataDir, databaseUrl: options.targetUrl })
  const catalogue = loadCatalogue()
  const dbs: Databases = {
    source,
    sourceDialect: getDialect(source),
    target,
    targetDialect: getDialect(target),
    catalogue
  }
  try {
    await holdSource(source, sqliteFile(options.dataDir))
    const resumed = await checkTarget(target, dbs)
    await ensureProgressTable(target)
    // Both at this version's schema, by the code each start runs; the seed marker's table as well.
    // A resumed run finds the target's made already (a step of the progress table).
    let kept = await readProgress(target)
    for (const [knex, dialect] of [
      [source, dbs.sourceDialect],
      [target, dbs.targetDialect]
    ] as const) {
      if (knex === target && kept.get(SCHEMA_STEP)?.done) continue
      await dialect.withStartupLock(knex, async () => {
        await syncSchema(knex, dialect, catalogue.collections)
        await wasApplied(knex, 'demo')
      })
    }
    await target.transaction((trx) =>
      saveProgress(trx, { table: SCHEMA_STEP, lastKey: null, rows: 0, done: true })
    )
    kept = await readProgress(target)
    const tables = await productTables(source, dbs.sourceDialect)
    let copied = 0
    const rowsOf = await countRows(source, tables)
    options.progress?.start(
      Object.values(rowsOf).reduce((sum, count) => sum + count, 0),
      [...kept.values()].reduce((sum, progress) => sum + progress.rows, 0)
    )
    for (const table of tables) {
      const progress = kept.get(table) ?? { table, lastKey: null, rows: 0, done: false }
      if (progress.done) continue
      const plan = await copyPlan(source, target, table)
      const load = async () => void (copied += await copyTable(dbs, plan, progress, options))
      const collection = catalogue.byName.get(table)
      // A large table is loaded as seeding loads one: its indexes set aside, then built whole.
      if (collection && collection.table !== false)
        await withIndexesRebuiltAfter(
          { knex: target, dialect: dbs.targetDialect, catalogue },
          tableModel(collection),
          { adding: rowsOf[table] - progress.rows, existing: progress.rows },
          load
        )
      else await load()
    }
    // Indexes and text tables that a killed run had set aside are made again.
    if (resumed) await syncSchema(target, dbs.targetDialect, catalogue.collections)
    await advanceSequences(target)
    for (const table of tables) await target.raw('ANALYZE ??', [table])
    const { counts, problems } = await compareCounts(dbs, tables)
    const samples = await compareSamples(dbs, tables, options.samplesPerTable ?? 20)
    problems.push(...samples.problems)
    if (problems.length)
      throw new Error(`The copy differs from the SQLite database:\n  ${problems.slice(0, 20).join('\n  ')}`)
    await dropProgressTable(target)
    return {
      counts,
      copied,
      resumed,
      sampled: samples.compared,
      seconds: (performance.now() - started) / 1000
    }
  } finally {
    await source.destroy()
    await target.destroy()
  }
}
