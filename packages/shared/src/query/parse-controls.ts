import type { FieldDef } from '../catalogue/catalogue.types'
import { QUERY_LIMITS } from './limits'
import { isSortable } from './operators'
import type { SortKey } from './query.types'
import { isPlainObject, toInteger, toNameList } from './raw-values'

/** Records a problem of a query key (the first one per key) and yields no value. */
export type Fail = (key: string, message: string) => undefined

/** `$limit`: the default when absent, at most the server's maximum. */
export const parseLimit = (value: unknown, fail: Fail): number => {
  if (value === undefined) return QUERY_LIMITS.defaultLimit
  const limit = toInteger(value)
  if (limit === undefined || limit < 0) return fail('$limit', 'must be a whole number, 0 or more') ?? 0
  return Math.min(limit, QUERY_LIMITS.maxLimit)
}

/** `$skip`: a whole number within the server's maximum. */
export const parseSkip = (value: unknown, fail: Fail): number => {
  if (value === undefined) return 0
  const skip = toInteger(value)
  if (skip === undefined || skip < 0 || skip > QUERY_LIMITS.maxSkip)
    return fail('$skip', 'must be a whole number, 0 or more') ?? 0
  return skip
}

/** `$sort`: sortable fields, 1 or -1, always ending with `_id`. */
export const parseSort = (fields: Map<string, FieldDef>, value: unknown, fail: Fail): SortKey[] => {
  const sort: SortKey[] = []
  if (value !== undefined) {
    if (!isPlainObject(value)) {
      fail('$sort', 'must map field names to 1 or -1')
    } else {
      for (const [name, raw] of Object.entries(value)) {
        const field = fields.get(name)
        const direction = toInteger(raw)
        if (!field || !isSortable(field)) fail(`$sort.${name}`, 'is not a sortable field')
        else if (direction !== 1 && direction !== -1) fail(`$sort.${name}`, 'must be 1 or -1')
        else sort.push({ field: name, direction })
      }
    }
  }
  const idIndex = sort.findIndex((key) => key.field === '_id')
  // Every sort ends with _id: keys after _id could never take effect (R-PAGE-03).
  if (idIndex >= 0) return sort.slice(0, idIndex + 1)
  return [...sort, { field: '_id', direction: 1 }]
}

/** `$select`: field names, `_id` always among them. */
export const parseSelect = (
  fields: Map<string, FieldDef>,
  value: unknown,
  fail: Fail
): string[] | undefined => {
  const names = toNameList(value)
  if (!names) return fail('$select', 'must be a list of field names')
  for (const name of names) if (!fields.has(name)) fail(`$select.${name}`, 'is not a field')
  return [...new Set(['_id', ...names])]
}

/** `$populate`: reference fields, each once. */
export const parsePopulate = (
  fields: Map<string, FieldDef>,
  value: unknown,
  fail: Fail
): string[] | undefined => {
  const names = toNameList(value)
  if (!names) return fail('$populate', 'must be a list of reference fields')
  for (const name of names) {
    const field = fields.get(name)
    if (!field?.params?.ref) fail(`$populate.${name}`, 'is not a reference field')
  }
  return [...new Set(names)]
}
