import { DATA_CONSTANTS, type Condition } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import { cappedCount } from '../dialects/row-estimates'
import type { TableModel } from '../schema/table-model'
import { matchingRows } from './matching-rows'

/**
 * The most matching rows a big collection is sorted by a column no index serves (R-PAGE-03):
 * never above the exact count limit, so that a list's total, exact up to there, tells the console
 * whether such a sort is served.
 */
export const unindexedSortLimit = (exactCountLimit: number) =>
  Math.min(exactCountLimit, DATA_CONSTANTS.unindexedSortLimit)

/** The rows a filter matches, counted no further than one more than `most`. */
export const matchesUpTo = (
  knex: Knex,
  dialect: Dialect,
  model: TableModel,
  filter: Condition,
  most: number
) => cappedCount(knex, matchingRows(knex, dialect, model, filter), most + 1)
