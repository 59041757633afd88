import type { Condition } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import type { TextIndexSearch } from '../dialects/dialect.types'
import type { TableModel } from '../schema/table-model'
import { compileFilter } from './apply-filter'
import { soleTextSearch } from './text-search'

/** The rows a search of the text index matches, to count them without reading the table. */
export const textIndexMatches = (knex: Knex, search: TextIndexSearch): Knex.QueryBuilder =>
  knex(search.countFrom).whereRaw(search.countWhere.sql, search.countWhere.bindings as Knex.RawBinding[])

/**
 * The rows a filter matches, as a query to count them by, the way a list's total is counted: from
 * the text index alone where the filter is only a search it serves (R-SRCH-06), else from the table.
 */
export const matchingRows = (
  knex: Knex,
  dialect: Dialect,
  model: TableModel,
  filter: Condition
): Knex.QueryBuilder => {
  const search = soleTextSearch(model, filter)
  const indexSearch = search && dialect.textIndexSearch(model.table, search.columns, search.term)
  if (indexSearch) return textIndexMatches(knex, indexSearch)
  const where = compileFilter(dialect, model, filter)
  return knex(model.table).whereRaw(where.sql, where.bindings as Knex.RawBinding[])
}
