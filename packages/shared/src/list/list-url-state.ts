import type { Filter } from '../query/query.types'
import type { SearchCondition } from './search-conditions'
import type { SortColumn } from './sort-state'

/** Everything a list screen shows, kept in the URL so reload, back and links restore it (R-RT-11). */
export interface ListUrlState {
  keyword: string
  conditions: SearchCondition[]
  page: number
  rowsPerPage: number
  sort: SortColumn[]
  filter: Filter
}

/** The URL query key of a list's state (C20). */
export const DEFAULT_LIST_KEY = 'q'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Writes the parts that differ from the defaults into the search params under `key`. */
export const writeListState = (
  params: URLSearchParams,
  state: ListUrlState,
  defaults: ListUrlState,
  key = DEFAULT_LIST_KEY
): URLSearchParams => {
  const next = new URLSearchParams(params)
  const changed: Partial<ListUrlState> = {}
  for (const name of Object.keys(defaults) as Array<keyof ListUrlState>)
    if (JSON.stringify(state[name]) !== JSON.stringify(defaults[name]))
      (changed as Record<string, unknown>)[name] = state[name]
  if (Object.keys(changed).length) next.set(key, JSON.stringify(changed))
  else next.delete(key)
  return next
}

/** Reads a list's state back; anything missing or malformed falls back to the defaults. */
export const readListState = (
  params: URLSearchParams,
  defaults: ListUrlState,
  key = DEFAULT_LIST_KEY
): ListUrlState => {
  const raw = params.get(key)
  if (!raw) return defaults
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return defaults
  }
  if (!isObject(parsed)) return defaults
  const positive = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && (value > 0 || value === -1) ? value : fallback
  return {
    keyword: typeof parsed.keyword === 'string' ? parsed.keyword : defaults.keyword,
    conditions: Array.isArray(parsed.conditions)
      ? (parsed.conditions.filter(
          (c) => isObject(c) && typeof c.path === 'string' && typeof c.cond === 'string'
        ) as SearchCondition[])
      : defaults.conditions,
    page: positive(parsed.page, defaults.page),
    rowsPerPage: positive(parsed.rowsPerPage, defaults.rowsPerPage),
    sort: sortOf(parsed.sort, defaults.sort),
    filter: isObject(parsed.filter) ? (parsed.filter as Filter) : defaults.filter
  }
}

/** The sort in the URL; none (the last sort column turned off) is the route's default (R-PAGE-03). */
const sortOf = (raw: unknown, defaultSort: SortColumn[]) => {
  const sort = Array.isArray(raw)
    ? raw.filter(
        (s): s is SortColumn => isObject(s) && typeof s.field === 'string' && typeof s.desc === 'boolean'
      )
    : []
  return sort.length ? sort : defaultSort
}

/** `$skip` of a page (R-LIST-04): (page - 1) * rowsPerPage. */
export const skipOf = (page: number, rowsPerPage: number) => (rowsPerPage > 0 ? (page - 1) * rowsPerPage : 0)
