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

const countAll = async (dialect: Dialect, rows: Knex.QueryBuilder) => {
  const [row] = await dialect.selectRows(rows.count({ total: '*' }))
  return Number((row as { total: number | string }).total)
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
  if (exact) return { total: await countAll(dialect, rows) }
  if (whole) {
    const estimate = await dialect.estimateRows(knex, table, limit)
    if (estimate !== undefined) return { total: estimate, totalEstimated: 'about' }
    // A plain count of a whole table is the engine's cheapest (SQLite counts its b-tree's cells
    // without reading a row); a capped one reads the rows one by one.
    if (dialect.estimateBoundsSmallTables) return { total: await countAll(dialect, rows) }
  }
  const counted = await cappedCount(knex, rows, limit + 1)
  return counted > limit ? { total: limit, totalEstimated: 'more' } : { total: counted }
}
