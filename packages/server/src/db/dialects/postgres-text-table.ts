import type { Knex } from 'knex'
import { sql, type Sql } from '../sql'
import { anyLike } from './any-like'

/**
 * PostgreSQL's text index of a table: a narrow table `{table}__text` holding each row's `_id` and
 * its text-indexed columns lowercased, with a trigram index per column, kept by triggers. A search
 * reads the narrow table alone, so counting the matches of a short, common term checks a few
 * thousand small pages instead of the whole table's wide rows.
 */
export const textTable = (table: string) => `${table}__text`

const syncFunction = (table: string) => `${textTable(table)}_sync`

/** `lower(NEW."name"), lower(NEW."email")` */
const lowered = (columns: string[], from: string) =>
  columns.map((column) => `lower(${from}."${column}")`).join(', ')

/** The SQL kept as the text table's comment: a text table built for other columns is rebuilt. */
const signature = (columns: string[]) => `text index of ${columns.map((c) => `"${c}"`).join(', ')}`

/** The statement triggers that keep the text table, with the rows each one sees. */
const TRIGGERS = {
  insert: 'REFERENCING NEW TABLE AS added',
  update: 'REFERENCING NEW TABLE AS added',
  delete: 'REFERENCING OLD TABLE AS removed',
  truncate: ''
}

/** Drops the text table of `table` and whatever keeps it. */
const dropTextTable = async (knex: Knex, table: string) => {
  for (const when of Object.keys(TRIGGERS))
    await knex.raw(`DROP TRIGGER IF EXISTS ?? ON ??`, [`${syncFunction(table)}_${when}`, table])
  await knex.raw(`DROP FUNCTION IF EXISTS ??()`, [syncFunction(table)])
  await knex.raw(`DROP TABLE IF EXISTS ??`, [textTable(table)])
}

/**
 * Creates, rebuilds or drops (no columns) the text table of `table`. Statement triggers copy each
 * write's rows in one statement, so a bulk insert costs one more INSERT, not one per row.
 */
export const syncTextTable = async (knex: Knex, table: string, columns: string[]) => {
  const comment = await knex.raw(`SELECT obj_description(to_regclass(?), 'pg_class') AS text`, [
    `"${textTable(table)}"`
  ])
  if ((comment.rows[0]?.text ?? null) === (columns.length ? signature(columns) : null)) return
  await knex.transaction(async (trx) => {
    await dropTextTable(trx, table)
    if (columns.length === 0) return
    const side = `"${textTable(table)}"`
    const names = columns.map((c) => `"${c}"`).join(', ')
    await trx.raw(
      `CREATE TABLE ${side} ("_id" text COLLATE "C" PRIMARY KEY, ${columns.map((c) => `"${c}" text COLLATE "C"`).join(', ')})`
    )
    const copy = (from: string) =>
      `INSERT INTO ${side} ("_id", ${names}) SELECT "_id", ${lowered(columns, from)} FROM ${from}`
    await trx.raw(
      `CREATE FUNCTION "${syncFunction(table)}"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           ${copy('added')};
         ELSIF TG_OP = 'UPDATE' THEN
           ${copy('added')} ON CONFLICT ("_id") DO UPDATE SET ${columns.map((c) => `"${c}" = EXCLUDED."${c}"`).join(', ')};
         ELSIF TG_OP = 'DELETE' THEN
           DELETE FROM ${side} WHERE "_id" IN (SELECT "_id" FROM removed);
         ELSE
           TRUNCATE ${side};
         END IF;
         RETURN NULL;
       END $$`
    )
    for (const [when, rows] of Object.entries(TRIGGERS))
      await trx.raw(
        `CREATE TRIGGER "${syncFunction(table)}_${when}" AFTER ${when.toUpperCase()} ON "${table}" ${rows} FOR EACH STATEMENT EXECUTE FUNCTION "${syncFunction(table)}"()`
      )
    await trx.raw(copy(`"${table}"`))
    for (const column of columns)
      await trx.raw(`CREATE INDEX ?? ON ${side} USING gin (?? gin_trgm_ops)`, [
        `trgm_${textTable(table)}_${column}`.slice(0, 63),
        column
      ])
    await trx.raw(`COMMENT ON TABLE ${side} IS '${signature(columns).replace(/'/g, "''")}'`)
  })
  // The planner's estimates of matches come from the trigram statistics of the new table.
  if (columns.length) await knex.raw(`ANALYZE ??`, [textTable(table)])
}

/** The text table's rows whose columns hold the term, any case (the trigram indexes answer). */
export const textMatches = (table: string, columns: string[], term: string): Sql =>
  anyLike(textTable(table), columns, term, { lowerTerm: true })

/** Rows of `table` whose text-indexed columns hold the term, found in its text table. */
export const matchingIds = (table: string, columns: string[], term: string): Sql => {
  const matches = textMatches(table, columns, term)
  return sql(
    `??."_id" IN (SELECT "_id" FROM ?? WHERE ${matches.sql})`,
    table,
    textTable(table),
    ...matches.bindings
  )
}

/** Rows of `table` among the first `limit` of its text table holding the term (the trigram indexes answer). */
export const firstMatchingIds = (table: string, columns: string[], term: string, limit: number): Sql => {
  const matches = textMatches(table, columns, term)
  return sql(
    `??."_id" IN (SELECT "_id" FROM ?? WHERE ${matches.sql} LIMIT ?)`,
    table,
    textTable(table),
    ...matches.bindings,
    limit
  )
}
