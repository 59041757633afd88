import { sql, type Sql } from '../sql'
import type { SqliteConnection } from './sqlite-statements'

/** The trigram text index of a table (FTS5): its name, its queries and its filling in batches. */

export const ftsTable = (table: string) => `${table}__fts`

/** FTS5 phrase query: the trigram tokenizer turns a phrase into a substring match. */
export const ftsPhrase = (columns: string[], term: string) =>
  `{${columns.map((c) => `"${c}"`).join(' ')}} : "${term.replace(/"/g, '""')}"`

/**
 * Matches from which a first page of 25 is read by walking an index of the sort rather than by
 * fetching every match. The walk reads about `reach × rows ÷ matches` narrow index entries, the
 * fetch every match from the table, some twenty times dearer each: for tables of up to a few
 * million rows the walk wins from about 2,000 matches, more for pages further in.
 */
export const WALK_FROM = 2000

/**
 * Rows whose columns hold the term, found by the trigram index. With `walk`, the `+` keeps SQLite
 * from looking every match up by rowid: it reads the rows in the order of an index of the sort and
 * tests each against the matches.
 */
export const matchingRows = (table: string, columns: string[], term: string, walk = false): Sql =>
  sql(
    `${walk ? '+' : ''}??.rowid IN (SELECT rowid FROM ?? WHERE ?? MATCH ?)`,
    table,
    ftsTable(table),
    ftsTable(table),
    ftsPhrase(columns, term)
  )

/** Rows among the first `limit` the trigram index finds holding the term: the index stops reading there. */
export const firstMatchingRows = (table: string, columns: string[], term: string, limit: number): Sql =>
  sql(
    `??.rowid IN (SELECT rowid FROM ?? WHERE ?? MATCH ? LIMIT ?)`,
    table,
    ftsTable(table),
    ftsTable(table),
    ftsPhrase(columns, term),
    limit
  )

/** Rows inserted at once from which the text index is filled after them rather than row by row. */
export const TEXT_INDEX_BATCH_FROM = 100

/**
 * Runs inserts into a table with a text index, inside the caller's transaction, with the index's
 * insert trigger off, then adds every new row to the index with one statement: the trigram index
 * takes a batch about twice as fast as row by row. The trigger comes back before the transaction
 * ends, and a failure rolls the dropped trigger back with the rows.
 */
export const withTextIndexFilledAfter = (
  connection: SqliteConnection,
  table: string,
  columns: string[],
  insertAll: () => void
) => {
  const fts = ftsTable(table)
  const trigger = connection
    .prepare(`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`)
    .all([`${fts}_ai`])[0] as { sql: string } | undefined
  if (!trigger) return insertAll()
  // New rows get rowids above the largest one (the tables have no AUTOINCREMENT and never reach the top).
  const [{ last }] = connection.prepare(`SELECT max(rowid) AS last FROM "${table}"`).all([]) as {
    last: number | null
  }[]
  connection.prepare(`DROP TRIGGER "${fts}_ai"`).run()
  insertAll()
  const cols = columns.map((column) => `"${column}"`).join(', ')
  connection
    .prepare(`INSERT INTO "${fts}"(rowid, ${cols}) SELECT rowid, ${cols} FROM "${table}" WHERE rowid > ?`)
    .run(last ?? 0)
  connection.prepare(trigger.sql).run()
}
