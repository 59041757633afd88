import { validateRecord, type EnumDef, type FieldDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../../db/dialects'
import { fromRow } from '../../db/row-codec'
import type { TableModel } from '../../db/schema/table-model'

type Row = Record<string, unknown>

const CHUNK = 1000

/** A value as the field stores it, `undefined` when empty or not valid (its row reports that). */
export const matchValue = (field: FieldDef, value: unknown, enums: Record<string, EnumDef>): unknown => {
  if (value === undefined || value === null || value === '') return undefined
  try {
    return validateRecord([field], { [field.name]: value }, 'patch', enums)[field.name] ?? undefined
  } catch {
    return undefined
  }
}

/** The key of a stored value among the matches. */
export const matchKey = (value: unknown) => JSON.stringify(value)

/**
 * The records whose `field` holds one of the values, by value (R-ED-13): a file's rows find the
 * records they update by an email, a code, rather than by `_id`.
 */
export const recordsByValue = async (
  knex: Knex,
  dialect: Dialect,
  model: TableModel,
  field: FieldDef,
  values: unknown[]
): Promise<Map<string, Row[]>> => {
  const found = new Map<string, Row[]>()
  const wanted = [...new Set(values.map(matchKey))].map((key) => JSON.parse(key) as string | number)
  for (let start = 0; start < wanted.length; start += CHUNK)
    for (const raw of await knex(model.table).whereIn(field.name, wanted.slice(start, start + CHUNK))) {
      const record = fromRow(dialect, model, raw)
      const key = matchKey(record[field.name])
      found.set(key, [...(found.get(key) ?? []), record])
    }
  return found
}
