import { indexName } from '../db/schema/index-names'
import type { TableModel } from '../db/schema/table-model'
import type { SeedContext } from './seed-context'

/** Rows added at once from which rebuilding a table's indexes afterwards beats keeping them row by row. */
export const REBUILD_INDEXES_FROM = 50_000

/**
 * Runs a large load into a table with its b-tree and trigram indexes set aside, then builds them
 * whole, which is several times cheaper than maintaining them row by row — when the load at least
 * doubles the table, since a rebuild reads every row. Unique indexes stay, so they keep guarding
 * their columns. Queries on the table are slower meanwhile; if the load fails, the indexes are
 * rebuilt all the same.
 */
export const withIndexesRebuiltAfter = async (
  ctx: SeedContext,
  model: TableModel,
  rows: { adding: number; existing: number },
  load: () => Promise<void>
) => {
  if (rows.adding < REBUILD_INDEXES_FROM || rows.adding < rows.existing) return load()
  const { knex, dialect } = ctx
  for (const columns of model.indexes)
    await knex.raw('DROP INDEX IF EXISTS ??', [indexName(model.table, columns)])
  await dialect.syncTextIndex(knex, model.table, [])
  try {
    await load()
  } finally {
    for (const columns of model.indexes) await dialect.createIndex(knex, model.table, columns)
    await dialect.syncTextIndex(knex, model.table, [...model.textIndexed])
  }
}
