import type { FieldDef, SearchFieldDef } from '../catalogue/catalogue.types'
import { allFields } from '../catalogue/system-fields'
import { UI_CONSTANTS } from '../constants'
import type { Filter } from '../query/query.types'

/** Operators the search box offers per kind of field (R-SRCH-03), in the order a chip click cycles them. */
export const SEARCH_OPERATORS = {
  checkbox: ['eq', 'ne'],
  text: ['contains', 'notContains'],
  translated: ['contains', 'notContains', 'missingLang', 'machine'],
  number: ['lt', 'gt', 'lte', 'gte', 'eq', 'ne', 'inRange'],
  date: ['lt', 'gt', 'lte', 'gte', 'eq', 'ne', 'inRange'],
  picker: ['in', 'nin']
} as const
export type SearchKind = keyof typeof SEARCH_OPERATORS
export type SearchOperator = (typeof SEARCH_OPERATORS)[SearchKind][number]

/** Six chip colours, cycled by position (R-SRCH-11). */
export const SEARCH_COLORS = UI_CONSTANTS.searchColors

/** A condition of the search box: a field, an operator and its values (R-SRCH-01). */
export type SearchCondition = SearchFieldDef & { cond: SearchOperator }

/** The search kind of a catalogue field; `undefined` when it cannot be searched. */
export const searchKindOf = (field: FieldDef): SearchKind | undefined => {
  const params = field.params ?? {}
  if (field.type === 'boolean') return 'checkbox'
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'id' || (field.type === 'array' && params.itemType !== 'object') || params.enum)
    return 'picker'
  if (field.type === 'string') return params.translate ? 'translated' : 'text'
  return undefined
}

/** Operators whose value is not typed text: a language (`missingLang`) or yes/no (`machine`). */
const VALUE_OF: Partial<Record<SearchOperator, 'lang' | 'boolean'>> = {
  missingLang: 'lang',
  machine: 'boolean'
}

/**
 * The condition with the next operator (R-SRCH-02); its values are cleared when the new operator
 * takes another kind of value (text, a language, yes/no).
 */
export const withNextOperator = (kind: SearchKind, condition: SearchCondition): SearchCondition => {
  const cond = nextOperator(kind, condition.cond)
  if (VALUE_OF[cond] === VALUE_OF[condition.cond]) return { ...condition, cond }
  return { ...condition, cond, value1: null, value2: null }
}

/**
 * The conditions a route's search box starts with (R-SRCH-01): one per `searchFields` entry whose
 * path is a searchable field (`created` and `modified` too), its operator the configured one when its kind allows it, else the
 * kind's first. Entries naming no searchable field are left out.
 */
export const searchConditionsOf = (
  searchFields: SearchFieldDef[] = [],
  fields: FieldDef[]
): SearchCondition[] =>
  searchFields.flatMap((entry) => {
    const field = allFields(fields).find((candidate) => candidate.name === entry.path)
    const kind = field && searchKindOf(field)
    if (!kind) return []
    const allowed: readonly string[] = SEARCH_OPERATORS[kind]
    const cond = (entry.cond && allowed.includes(entry.cond) ? entry.cond : allowed[0]) as SearchOperator
    return [{ ...entry, cond }]
  })

/** A fixed condition of the route (`edit: false`): staff only switch it on and off (R-SRCH-01). */
export const isFixedCondition = (condition: Pick<SearchFieldDef, 'edit'>): boolean => condition.edit === false

/** A fixed condition switched off: it keeps its operator and loses its values. */
const switchedOff = (condition: SearchCondition): SearchCondition => ({
  ...condition,
  value1: null,
  value2: null
})

/**
 * The route's conditions with the operator and values of those the URL holds (R-RT-11): the URL
 * cannot add a condition the route does not offer, nor change a fixed one but to switch it off.
 */
export const mergeConditions = (route: SearchCondition[], fromUrl: SearchCondition[]): SearchCondition[] =>
  route.map((condition) => {
    const saved = fromUrl.find((candidate) => candidate.path === condition.path)
    if (!saved) return condition
    if (isFixedCondition(condition)) return isActiveCondition(saved) ? condition : switchedOff(condition)
    return { ...condition, cond: saved.cond, value1: saved.value1, value2: saved.value2 }
  })

/** A fixed condition switched on (the route's values) or off (R-SRCH-01). */
export const switchFixedCondition = (current: SearchCondition, route: SearchCondition): SearchCondition =>
  isActiveCondition(current) ? switchedOff(route) : route

/** The operator after `cond` in its kind's list, wrapping around (R-SRCH-02). */
export const nextOperator = (kind: SearchKind, cond: string): SearchOperator => {
  const list: readonly string[] = SEARCH_OPERATORS[kind]
  return list[(list.indexOf(cond) + 1) % list.length] as SearchOperator
}

/** A condition counts only when value1 is not null, '' or [] (R-SRCH-04). */
export const isActiveCondition = (condition: Pick<SearchFieldDef, 'value1'>): boolean => {
  const value = condition.value1
  return !(
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  )
}

/**
 * Case-insensitive "contains" of a trimmed, literal text (R-SRCH-05). `$contains` is the query
 * language's escaped case-insensitive regex: the server matches it literally, and serves it from
 * the trigram index of text-indexed fields where a `$regex` would scan every row.
 */
const containsText = (text: string) => ({ $contains: text.trim() })

/** The filter of one active search condition (R-SRCH-07, R-SRCH-08). */
export const conditionFilter = (condition: SearchCondition): Filter => {
  const { path, cond, value1, value2 } = condition
  const value = typeof value1 === 'string' ? value1.trim() : value1
  switch (cond) {
    case 'contains':
      return { [path]: containsText(String(value)) }
    case 'notContains':
      return { [path]: { $not: containsText(String(value)) } }
    case 'eq':
      return { [path]: value }
    case 'inRange': {
      const range: Record<string, unknown> = { $gte: value }
      if (value2 !== undefined && value2 !== null && value2 !== '') range.$lte = value2
      return { [path]: range }
    }
    case 'in':
    case 'nin':
      return { [path]: { [`$${cond}`]: Array.isArray(value) ? value : [value] } }
    default:
      return { [path]: { [`$${cond}`]: value } }
  }
}

/** The keyword as an `$or` over the text fields and the translatable text fields (R-SRCH-06). */
export const keywordFilter = (
  keyword: string,
  textFields: string[] = [],
  translateTextFields: string[] = []
) => {
  const term = keyword.trim()
  const fields = [...textFields, ...translateTextFields]
  if (!term || fields.length === 0) return undefined
  return { $or: fields.map((field) => ({ [field]: containsText(term) })) } satisfies Filter
}

export interface ListFilterInput {
  routeFilter?: Filter
  conditions?: SearchCondition[]
  keyword?: string
  textFields?: string[]
  translateTextFields?: string[]
}

/** Route filter AND active conditions AND keyword (R-SRCH-07); `{}` when nothing applies. */
export const buildListFilter = ({
  routeFilter,
  conditions = [],
  keyword = '',
  textFields,
  translateTextFields
}: ListFilterInput): Filter => {
  const parts: Filter[] = []
  if (routeFilter && Object.keys(routeFilter).length) parts.push(routeFilter)
  for (const condition of conditions) if (isActiveCondition(condition)) parts.push(conditionFilter(condition))
  const byKeyword = keywordFilter(keyword, textFields, translateTextFields)
  if (byKeyword) parts.push(byKeyword)
  if (parts.length === 0) return {}
  return parts.length === 1 ? parts[0] : { $and: parts }
}
