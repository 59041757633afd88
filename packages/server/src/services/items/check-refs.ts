import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { TableModel } from '../../db/schema/table-model'

/** Per-field messages for reference ids that point at no record (one query per reference field). */
export const findMissingRefs = async (
  knex: Knex,
  catalogue: Catalogue,
  model: TableModel,
  records: Record<string, unknown>[]
): Promise<Record<string, string>> => {
  const errors: Record<string, string> = {}
  for (const column of model.columns.values()) {
    const ref = column.field.params?.ref
    if (!ref || !catalogue.byName.has(ref)) continue
    const ids = new Set<string>()
    for (const record of records) {
      const value = record[column.name]
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string') ids.add(id)
    }
    if (ids.size === 0) continue
    const list = [...ids]
    const found = new Set<string>()
    for (let start = 0; start < list.length; start += 1000) {
      const rows = await knex(catalogue.model(ref).table).whereIn('_id', list.slice(start, start + 1000)).select('_id')
      for (const row of rows) found.add(row._id)
    }
    const missing = list.filter((id) => !found.has(id))
    if (missing.length) errors[column.name] = `refers to ${ref} that do not exist: ${missing.slice(0, 5).join(', ')}`
  }
  return errors
}
