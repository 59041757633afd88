import type { Knex } from 'knex'

/** How many rows a query would read, counting no further than `cap` of them. */
export const cappedCount = async (knex: Knex, rows: Knex.QueryBuilder, cap: number) => {
  const [row] = await knex
    .count({ total: '*' })
    .from(rows.clearSelect().select(knex.raw('1')).limit(cap).as('capped'))
  return Number((row as { total: number | string }).total)
}

/**
 * PostgreSQL's own guess at a table's rows, as its planner makes it: the rows per page of the last
 * ANALYZE times the pages the table has now, and never below the live rows the statistics
 * collector has seen (a table never analysed has no rows per page yet).
 */
export const postgresRowEstimate = async (knex: Knex, table: string) => {
  const { rows } = (await knex.raw(
    `SELECT greatest(
       CASE WHEN c.reltuples > 0 AND c.relpages > 0
         THEN c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int)
         ELSE 0 END,
       pg_stat_get_live_tuples(c.oid)) AS estimate
     FROM pg_class c
     WHERE c.oid = to_regclass(quote_ident(?))`,
    [table]
  )) as { rows: Array<{ estimate: number | string }> }
  return rows.length ? Math.round(Number(rows[0].estimate)) : 0
}

/** The row `{ last }` of a table's largest rowid (the dialect's reader keeps its statement). */
type ReadLast = (knex: Knex, table: string) => Promise<unknown[]>

/** How long a count that confirmed a big table is trusted: it reads as many rows as the limit. */
const CONFIRMED_MS = 5000

/**
 * SQLite keeps no count: the largest rowid is read from the end of the table's b-tree, and is the
 * row count while nothing has been deleted (new rows take the next rowid). Deletions make it too
 * high, so a table it puts above `above` is counted up to that many rows to confirm it, at most
 * once in `CONFIRMED_MS` per table and limit (every list page of a big table would count again).
 */
export const sqliteRowEstimates = (
  now: () => number = Date.now,
  readLast: ReadLast = async (knex, table) => knex(table).max({ last: 'rowid' })
) => {
  const confirmed = new Map<string, number>()
  return async (knex: Knex, table: string, above: number) => {
    const [{ last }] = (await readLast(knex, table)) as Array<{ last: number | null }>
    if (!last || last <= above) return undefined
    const key = `${table}\u0000${above}`
    if ((confirmed.get(key) ?? -Infinity) > now()) return last
    if ((await cappedCount(knex, knex(table), above + 1)) <= above) return undefined
    confirmed.set(key, now() + CONFIRMED_MS)
    return last
  }
}
