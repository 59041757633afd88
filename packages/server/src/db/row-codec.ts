import type { Dialect } from './dialects/dialect.types'
import type { ColumnKind } from './schema/column-kind'
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

type Kinds = Record<string, ColumnKind | undefined>
const visibleKinds = new WeakMap<TableModel, Kinds>()
const allKinds = new WeakMap<TableModel, Kinds>()

/** The kind of each column a record is read from: hidden columns left out unless asked for. */
export const readableKinds = (model: TableModel, keepHidden = false): Kinds => {
  const cache = keepHidden ? allKinds : visibleKinds
  let kinds = cache.get(model)
  if (!kinds) {
    kinds = Object.create(null) as Kinds
    for (const column of model.columns.values())
      if (keepHidden || !column.field.params?.hidden) kinds[column.name] = column.kind
    cache.set(model, kinds)
  }
  return kinds
}

/** A row as a record; hidden fields (such as a password hash) are left out unless asked for. */
export const fromRow = (
  dialect: Dialect,
  model: TableModel,
  row: Record<string, unknown>,
  keepHidden = false
): Record<string, unknown> => {
  const kinds = readableKinds(model, keepHidden)
  const record: Record<string, unknown> = {}
  for (const key in row) {
    const kind = kinds[key]
    if (kind !== undefined) record[key] = dialect.fromDb(kind, row[key])
  }
  return record
}
