import type { Knex } from 'knex'
import type { Dialect } from '../db/dialects'
import { toRow } from '../db/row-codec'
import type { TableModel } from '../db/schema/table-model'

// SQLite inserts many rows as one compound SELECT (at most 500 terms) and binds at most 32,766
// values per statement; PostgreSQL allows 65,535.
const MAX_ROWS = 500
const MAX_BINDINGS = 30_000

/** Rows per INSERT statement for a table. */
export const rowsPerInsert = (model: TableModel) =>
  Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_BINDINGS / model.columns.size)))

/** Inserts complete records (system fields included) in as few statements as the engine allows. */
export const insertRows = async (
  trx: Knex,
  dialect: Dialect,
  model: TableModel,
  records: Record<string, unknown>[]
) => {
  const size = rowsPerInsert(model)
  for (let start = 0; start < records.length; start += size)
    await trx(model.table).insert(
      records.slice(start, start + size).map((record) => toRow(dialect, model, record))
    )
}
