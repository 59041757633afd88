import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import type { TableModel } from '../schema/table-model'

type Row = Record<string, unknown>

/**
 * Replaces reference ids by the referenced records: one query per reference field for the
 * whole page, never one per row (C11 `$populate`, R-LIST-17).
 */
export const populate = async (
  knex: Knex,
  dialect: Dialect,
  model: TableModel,
  rows: Row[],
  fields: string[],
  modelOf: (collection: string) => TableModel
) => {
  for (const name of fields) {
    const column = model.columns.get(name)
    const ref = column?.field.params?.ref
    if (!column || !ref) continue
    const ids = new Set<string>()
    for (const row of rows) {
      const value = row[name]
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string') ids.add(id)
    }
    if (ids.size === 0) continue
    const target = modelOf(ref)
    const byId = new Map<string, Row>()
    const list = [...ids]
    for (let start = 0; start < list.length; start += 1000) {
      const found = await dialect.selectRows(
        knex(target.table).whereIn('_id', list.slice(start, start + 1000)),
        target
      )
      for (const record of found) byId.set(record._id as string, record)
    }
    for (const row of rows) {
      const value = row[name]
      if (Array.isArray(value)) row[name] = value.map((id) => byId.get(id) ?? id)
      else if (typeof value === 'string') row[name] = byId.get(value) ?? value
    }
  }
}
