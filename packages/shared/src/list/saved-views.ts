import type { CollectionDef } from '../catalogue/catalogue.types'
import { allFields } from '../catalogue/system-fields'
import { columnFieldProblem, listColumnsProblems, type ListColumnChoice } from './list-columns'
import { SEARCH_OPERATORS, searchKindOf, type SearchCondition } from './search-conditions'
import type { SortColumn } from './sort-state'

/** Who sees a saved view: its owner only, everyone of one role, or all staff. */
export const SAVED_VIEW_AUDIENCES = ['own', 'role', 'everyone'] as const
export type SavedViewAudience = (typeof SAVED_VIEW_AUDIENCES)[number]

/** The part of a list's state a view keeps: what is searched, how it is sorted and shown. */
export interface SavedViewState {
  keyword: string
  conditions: SearchCondition[]
  sort: SortColumn[]
  rowsPerPage: number
  /** The columns shown, when the view chooses them; else the person's own or the route's. */
  columns?: ListColumnChoice[]
}

/** A saved view of a list (`/api/savedViews`). */
export interface SavedViewRecord {
  _id: string
  /** The short id of its link, `/v/{shortId}`. */
  shortId: string
  /** The account that saved it. */
  owner: string
  /** The list's page path without language prefix, e.g. `/teachers`. */
  list: string
  name: string
  audience: SavedViewAudience
  /** The role that sees it, when `audience` is `role`. */
  role: string | null
  state: SavedViewState
  modified: string
}

/** Longest name of a view, and most rows per page a view may ask for (-1 is all). */
export const SAVED_VIEW_LIMITS = { maxName: 80, maxRowsPerPage: 1000, maxConditions: 40 } as const

const STATE_KEYS = ['keyword', 'conditions', 'sort', 'rowsPerPage', 'columns']
const CONDITION_KEYS = ['path', 'cond', 'value1', 'value2', 'name', 'color', 'edit']

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const conditionProblems = (collection: CollectionDef, condition: unknown, at: string) => {
  if (!isRecord(condition)) return { [at]: 'must be an object { path, cond, value1, value2 }' }
  const problems: Record<string, string> = {}
  for (const key of Object.keys(condition))
    if (!CONDITION_KEYS.includes(key)) problems[`${at}.${key}`] = 'is not a part of a search condition'
  const field = allFields(collection.fields).find((candidate) => candidate.name === condition.path)
  const kind = field && !field.params?.hidden ? searchKindOf(field) : undefined
  if (!kind) problems[`${at}.path`] = `is not a searchable field of ${collection.name}`
  else if (!(SEARCH_OPERATORS[kind] as readonly unknown[]).includes(condition.cond))
    problems[`${at}.cond`] = `must be one of ${SEARCH_OPERATORS[kind].join(', ')}`
  return problems
}

const sortProblems = (collection: CollectionDef, sort: unknown): Record<string, string> => {
  if (!Array.isArray(sort)) return { 'state.sort': 'must be a list of { field, desc }' }
  return Object.assign(
    {},
    ...sort.map((column: unknown, index) => {
      const at = `state.sort.${index}`
      if (!isRecord(column) || typeof column.desc !== 'boolean') return { [at]: 'must be { field, desc }' }
      const problem = columnFieldProblem(collection, column.field)
      return problem ? { [`${at}.field`]: problem } : {}
    })
  ) as Record<string, string>
}

/**
 * What is wrong with a view's state for this collection, a message per place (`state.keyword`,
 * `state.conditions.1.path`, `state.columns.0.field`); empty when it can be kept.
 */
export const savedViewStateProblems = (collection: CollectionDef, state: unknown): Record<string, string> => {
  if (!isRecord(state)) return { state: 'must be { keyword, conditions, sort, rowsPerPage, columns }' }
  const problems: Record<string, string> = {}
  for (const key of Object.keys(state))
    if (!STATE_KEYS.includes(key)) problems[`state.${key}`] = 'is not a part of a list view'
  if (typeof state.keyword !== 'string') problems['state.keyword'] = 'must be text'
  const { maxConditions, maxRowsPerPage } = SAVED_VIEW_LIMITS
  if (!Array.isArray(state.conditions) || state.conditions.length > maxConditions)
    problems['state.conditions'] = `must be a list of at most ${maxConditions} search conditions`
  else
    state.conditions.forEach((condition: unknown, index) =>
      Object.assign(problems, conditionProblems(collection, condition, `state.conditions.${index}`))
    )
  Object.assign(problems, sortProblems(collection, state.sort))
  const rows = state.rowsPerPage
  if (!(
    Number.isInteger(rows) &&
    ((rows as number) === -1 || ((rows as number) > 0 && (rows as number) <= maxRowsPerPage))
  ))
    problems['state.rowsPerPage'] = `must be a whole number from 1 to ${maxRowsPerPage}, or -1 for all`
  if (state.columns !== undefined)
    for (const [at, problem] of Object.entries(listColumnsProblems(collection, state.columns)))
      problems[`state.${at}`] = problem
  return problems
}
