import type { Dialect } from './dialects'
import type { TableModel } from './schema/table-model'

/** A record as columns: JSON encoded, booleans as the engine keeps them. Unknown keys are left out. */
export const toRow = (dialect: Dialect, model: TableModel, record: Record<string, unknown>) => {
  const row: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(record)) {
    const column = model.columns.get(key)
    if (column && value !== undefined) row[key] = dialect.toDb(column.kind, value)
  }
  return row
}

/** A row as a record; hidden fields (such as a password hash) are left out unless asked for. */
export const fromRow = (
  dialect: Dialect,
  model: TableModel,
  row: Record<string, unknown>,
  keepHidden = false
): Record<string, unknown> => {
  const record: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    const column = model.columns.get(key)
    if (!column || (column.field.params?.hidden && !keepHidden)) continue
    record[key] = dialect.fromDb(column.kind, value)
  }
  return record
}
