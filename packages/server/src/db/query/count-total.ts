import type { Paginated } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import { cappedCount } from '../dialects/row-estimates'

export type Total = Pick<Paginated<unknown>, 'total' | 'totalEstimated'>

export interface CountOptions {
  /** Whether the rows are the whole table rather than the matches of a filter. */
  whole: boolean
  /** Count every row however many (`$count=exact`). */
  exact: boolean
  /** Most rows counted otherwise: a whole table above it is estimated, filtered counts stop there. */
  limit: number
}

/**
 * The total of a list: exact where counting is cheap or asked for; a big table's size from the
 * database's statistics; a filter's matches counted up to the limit, beyond it answered as "more".
 */
export const countTotal = async (
  knex: Knex,
  dialect: Dialect,
  table: string,
  rows: Knex.QueryBuilder,
  { whole, exact, limit }: CountOptions
): Promise<Total> => {
  if (exact) {
    const [row] = await dialect.selectRows(rows.count({ total: '*' }))
    return { total: Number((row as { total: number | string }).total) }
  }
  if (whole) {
    const estimate = await dialect.estimateRows(knex, table, limit)
    if (estimate !== undefined) return { total: estimate, totalEstimated: 'about' }
  }
  const counted = await cappedCount(knex, rows, limit + 1)
  return counted > limit ? { total: limit, totalEstimated: 'more' } : { total: counted }
}
