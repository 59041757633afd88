import type { Knex } from 'knex'
import type { Dialect } from '../db/dialects'
import { toRow } from '../db/row-codec'
import type { TableModel } from '../db/schema/table-model'

// SQLite binds at most 32,766 values per statement, PostgreSQL 65,535.
const MAX_BINDINGS = 30_000
const MAX_ROWS = 1000

/** Rows per INSERT statement for a table. */
export const rowsPerInsert = (model: TableModel) =>
  Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_BINDINGS / model.columns.size)))

const heads = new WeakMap<TableModel, string>()

/** `INSERT INTO "table" ("a", "b", …) VALUES`, quoted by Knex once per table. */
const insertHead = (knex: Knex, model: TableModel) => {
  let head = heads.get(model)
  if (!head) {
    const columns = [...model.columns.keys()]
    head = knex
      .raw(`INSERT INTO ?? (${columns.map(() => '??').join(', ')}) VALUES`, [model.table, ...columns])
      .toQuery()
    heads.set(model, head)
  }
  return head
}

/**
 * Inserts complete records (system fields included) in as few statements as the engine allows:
 * one `INSERT … VALUES (…), (…)` per batch, every column bound, absent values as NULL. (Knex's own
 * multi-row insert is a compound SELECT on SQLite, capped at 500 rows and dearer to prepare.)
 */
export const insertRows = async (
  trx: Knex,
  dialect: Dialect,
  model: TableModel,
  records: Record<string, unknown>[]
) => {
  const columns = [...model.columns.keys()]
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const head = insertHead(trx, model)
  const size = rowsPerInsert(model)
  for (let start = 0; start < records.length; start += size) {
    const batch = records.slice(start, start + size)
    const bindings: unknown[] = []
    for (const record of batch) {
      const row = toRow(dialect, model, record)
      for (const column of columns) bindings.push(row[column] ?? null)
    }
    await trx.raw(`${head} ${batch.map(() => tuple).join(', ')}`, bindings as Knex.RawBinding[])
  }
}
