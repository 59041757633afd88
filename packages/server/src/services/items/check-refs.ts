import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import { columnRead, compileFunction } from '../../db/dialects/compiled-function'
import type { ColumnModel, TableModel } from '../../db/schema/table-model'

type Row = Record<string, unknown>
/** The ids records use, one set per reference column (in the order of `RefColumns.columns`). */
type CollectIds = (records: Row[]) => Set<string>[]
interface RefColumns {
  columns: ColumnModel[]
  collect: CollectIds
}

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string')

/** Adds the ids a reference value holds (one, or a list) to a set: an import's thousands of rows make no arrays. */
const addIds = (ids: Set<string>, value: unknown) => {
  if (typeof value === 'string') ids.add(value)
  else if (Array.isArray(value)) for (const id of value) if (typeof id === 'string') ids.add(id)
}

const refColumnsOfModel = new WeakMap<TableModel, RefColumns>()

/**
 * A model's reference columns and a function compiled once that reads them from records, each by
 * its own name (an import reads thousands of records: no look-up by a key that changes).
 */
const refColumnsOf = (model: TableModel): RefColumns => {
  let found = refColumnsOfModel.get(model)
  if (found) return found
  const columns = [...model.columns.values()].filter((column) => column.field.params?.ref)
  const reads = columns.map((column, at) => `addIds(sets[${at}], ${columnRead(column, at)})`)
  const collect = compileFunction<CollectIds>(
    { addIds, derive: columns.map((column) => column.derive) },
    `return (records) => {
      const sets = [${columns.map(() => 'new Set()').join(', ')}]
      for (const record of records) { ${reads.join('; ')} }
      return sets
    }`
  )
  refColumnsOfModel.set(model, (found = { columns, collect }))
  return found
}

/** Per reference field, the ids the records use that point at no record (one query per field). */
export const missingRefIds = async (
  knex: Knex,
  catalogue: Catalogue,
  model: TableModel,
  records: Record<string, unknown>[]
): Promise<Map<string, Set<string>>> => {
  const missing = new Map<string, Set<string>>()
  const { columns, collect } = refColumnsOf(model)
  const usedIds = collect(records)
  for (const [at, column] of columns.entries()) {
    const ref = column.field.params!.ref!
    const used = usedIds[at]
    if (!catalogue.byName.has(ref) || used.size === 0) continue
    const list = [...used]
    const found = new Set<string>()
    for (let start = 0; start < list.length; start += 1000) {
      const rows = await knex(catalogue.model(ref).table)
        .whereIn('_id', list.slice(start, start + 1000))
        .select('_id')
      for (const row of rows) found.add(row._id)
    }
    const absent = list.filter((id) => !found.has(id))
    if (absent.length) missing.set(column.name, new Set(absent))
  }
  return missing
}

/** The message for a field whose references point at no record. */
export const missingRefMessage = (model: TableModel, field: string, ids: string[]) =>
  `refers to ${model.columns.get(field)?.field.params?.ref} that do not exist: ${ids.slice(0, 5).join(', ')}`

/** Per-field messages for a record's references to records that do not exist. */
export const refErrorsOf = (
  model: TableModel,
  record: Record<string, unknown>,
  missing: Map<string, Set<string>>
) => {
  const errors: Record<string, string> = {}
  for (const [field, ids] of missing) {
    const bad = idsOf(record[field]).filter((id) => ids.has(id))
    if (bad.length) errors[field] = missingRefMessage(model, field, bad)
  }
  return errors
}

/** Per-field messages for reference ids that point at no record (one query per reference field). */
export const findMissingRefs = async (
  knex: Knex,
  catalogue: Catalogue,
  model: TableModel,
  records: Record<string, unknown>[]
): Promise<Record<string, string>> => {
  const missing = await missingRefIds(knex, catalogue, model, records)
  return Object.fromEntries(
    [...missing].map(([field, ids]) => [field, missingRefMessage(model, field, [...ids])])
  )
}
