import { withIndexesRebuiltAfter } from './bulk-load'
import { DemoRandom } from './demo-random'
import { loadIds, loadListPools } from './scale-pools'
import { scaleRowBuilders } from './scale-rows'
import type { SeedContext } from './seed-context'

/** The collections scale seeding fills, referenced ones first. */
export const SCALE_COLLECTIONS = ['teachers', 'appUsers', 'findTeachers', 'lessons', 'lessonJoins'] as const
export type ScaleCollection = (typeof SCALE_COLLECTIONS)[number]

/** Collections whose rows later ones refer to. */
const REFERENCED = new Set<string>(['teachers', 'appUsers', 'lessons'])

/** Rows written per transaction. */
const ROWS_PER_TRANSACTION = 20_000
/** Records made and inserted at a time, so that they die young (cheap to collect). */
const RECORDS_PER_BATCH = 1000
const TWELVE_WEEKS = 12 * 7 * 24 * 3600 * 1000

/** Told how far each collection has come. */
export interface ScaleProgress {
  start(collection: ScaleCollection, rows: number): void
  advance(collection: ScaleCollection, rows: number): void
  /** The collection's rows and indexes are all written. */
  finish(collection: ScaleCollection): void
}

/**
 * Fills teachers, app users, requests, lessons and lesson joins up to `target` rows each, in
 * batched INSERTs inside transactions. References point at existing rows: option lists already in
 * the database and rows of the collections filled before. `created` rises over the last twelve
 * weeks with the time-ordered `_id`. Returns the rows added per collection.
 */
export const seedScale = async (ctx: SeedContext, target: number, progress?: ScaleProgress) => {
  const random = new DemoRandom()
  const now = Date.now()
  const pools = await loadListPools(ctx)
  const builders = scaleRowBuilders(random, pools, now)
  const added: Partial<Record<ScaleCollection, number>> = {}
  for (const name of SCALE_COLLECTIONS) {
    const model = ctx.catalogue.model(name)
    const [{ rows }] = await ctx.knex(model.table).count({ rows: '*' })
    const existing = Number(rows)
    const missing = Math.max(0, target - existing)
    /** The `index`-th missing record, created `index / missing` of the way through the twelve weeks. */
    const record = (index: number) => {
      const created = now - TWELVE_WEEKS + Math.floor((index / missing) * TWELVE_WEEKS)
      const at = new Date(created).toISOString()
      const fields = builders[name](existing + index + 1, created)
      return Object.assign(fields, { _id: random.id(created), created: at, modified: at, modifiedBy: null })
    }
    progress?.start(name, missing)
    await withIndexesRebuiltAfter(ctx, model, { adding: missing, existing }, async () => {
      for (let done = 0; done < missing; done += ROWS_PER_TRANSACTION) {
        const end = Math.min(done + ROWS_PER_TRANSACTION, missing)
        await ctx.knex.transaction(async (trx) => {
          for (let from = done; from < end; from += RECORDS_PER_BATCH) {
            const records = Array.from({ length: Math.min(RECORDS_PER_BATCH, end - from) }, (_, offset) =>
              record(from + offset)
            )
            await ctx.dialect.insertMany(trx, model, records)
          }
        })
        progress?.advance(name, end - done)
      }
    })
    progress?.finish(name)
    added[name] = missing
    if (REFERENCED.has(name)) pools[name] = await loadIds(ctx.knex, model.table)
  }
  return added
}
