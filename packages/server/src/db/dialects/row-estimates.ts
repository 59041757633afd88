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

/**
 * SQLite keeps no count: the largest rowid is read from the end of the table's b-tree, and is the
 * row count while nothing has been deleted (new rows take the next rowid). Deletions make it too
 * high, so a table it puts above `above` is counted up to that many rows to confirm it.
 */
export const sqliteRowEstimate = async (knex: Knex, table: string, above: number) => {
  const [{ last }] = (await knex(table).max({ last: 'rowid' })) as Array<{ last: number | null }>
  if (!last || last <= above) return undefined
  return (await cappedCount(knex, knex(table), above + 1)) > above ? last : undefined
}
