import type { Knex } from 'knex'
import type { ColumnKind } from '../schema/column-kind'
import type { JsonReading } from '../stored-json'
import type { TableModel } from '../schema/table-model'
import type { Sql } from '../sql'

/** A text search the text index answers: its matches counted without the table, its pages read the best way. */
export interface TextIndexSearch {
  /** The table and condition that count the matching rows. */
  countFrom: string
  countWhere: Sql
  /**
   * The condition a page is read with: fixed, so that the page is read beside the count, or chosen
   * knowing the number of matches, how far into them the page reaches (`skip + limit`) and whether
   * an index serves the sort's first key.
   */
  pageWhere: Sql | ((matches: number, reach: number, sortIndexed: boolean) => Sql)
}

/** What a database holds, read once so that bringing the schema up to date asks nothing per table. */
export interface SchemaSnapshot {
  /** Each table's columns. */
  columns: Map<string, Set<string>>
  indexes: Set<string>
}

/** A snapshot from rows of table and column names, and of index names. */
export const schemaSnapshotOf = (
  columns: Array<{ table: string; column: string }>,
  indexes: Array<{ name: string }>
): SchemaSnapshot => {
  const byTable = new Map<string, Set<string>>()
  for (const { table, column } of columns) {
    let names = byTable.get(table)
    if (!names) byTable.set(table, (names = new Set()))
    names.add(column)
  }
  return { columns: byTable, indexes: new Set(indexes.map((index) => index.name)) }
}

/**
 * Everything that differs between SQLite and PostgreSQL. Query code asks the dialect and never
 * branches on the client name.
 */
export interface Dialect {
  readonly name: 'sqlite' | 'postgres'
  /** Adds a column of this kind to a table being created or altered. */
  addColumn(table: Knex.CreateTableBuilder, name: string, kind: ColumnKind, primary?: boolean): void
  /** A b-tree index on columns; `-name` sorts that column descending. */
  createIndex(knex: Knex, table: string, columns: string[], unique?: boolean): Promise<void>
  /**
   * A trigram index serving case-insensitive substring search on these text columns; given what
   * the database held at the start, asks nothing about a table that has and needs none.
   */
  syncTextIndex(knex: Knex, table: string, columns: string[], schema?: SchemaSnapshot): Promise<void>
  /** The tables, their columns and the index names the database holds, read at once. */
  schemaSnapshot(knex: Knex): Promise<SchemaSnapshot>
  /** A value bound to a column of this kind. */
  toDb(kind: ColumnKind, value: unknown): unknown
  /** A value read from a column of this kind. */
  fromDb(kind: ColumnKind, value: unknown): unknown
  /** Case-insensitive substring match on a plain text column; uses the text index when there is one. */
  containsText(table: string, column: string, term: string, indexed: boolean): Sql
  /** Case-insensitive substring match on any of several text-indexed columns, as one search of the index. */
  containsAnyText(table: string, columns: string[], term: string): Sql
  /** What the text index can do alone for a filter that is only this search; `undefined` when nothing. */
  textIndexSearch(table: string, columns: string[], term: string): TextIndexSearch | undefined
  /**
   * Rows of `table` among the first `limit` the text index finds holding the term, in no order: a
   * look-up that reads at most that many entries of the index, however common the term.
   * `undefined` when the term is too short for the index (it would be scanned).
   */
  firstTextMatches(table: string, columns: string[], term: string, limit: number): Sql | undefined
  /** Regular expression match of a text expression (a pattern the query parser accepted). */
  regexMatch(expression: Sql, pattern: string, caseInsensitive: boolean): Sql
  /** Case-insensitive substring match of any text expression (no index). */
  containsLiteral(expression: Sql, term: string): Sql
  /** Whether any element of a translatable-text column matches (`{ lang, value }` items). */
  anyTranslation(column: string, match: (valueExpression: Sql) => Sql): Sql
  /** Whether any item of a translatable-text column is marked machine-converted (`machine: true`). */
  anyMachineTranslation(column: string): Sql
  /** The text of one language of a translatable-text column. */
  translationOf(column: string, lang: string): Sql
  /** A scalar inside a JSON object column, as text, number or boolean. */
  jsonField(column: string, key: string, kind: ColumnKind): Sql
  /** Whether a JSON array column holds any of these scalar values. */
  arrayHasAny(column: string, values: unknown[]): Sql
  /** Sort expression with nulls first ascending and last descending. */
  orderBy(column: string, direction: 1 | -1): Sql
  /**
   * Inserts complete records (system fields included) inside a transaction by the fastest path the
   * engine has; absent values are NULL. For bulk loads: no validation, no events.
   */
  insertMany(trx: Knex.Transaction, model: TableModel, records: Record<string, unknown>[]): Promise<void>
  /**
   * Writes changed columns of many records inside a transaction by the fastest path the engine
   * has: each record is its `_id` and the columns to set (values as records hold them, derived
   * columns already worked out); undefined values are left as they are. No validation, no events.
   */
  updateMany(trx: Knex.Transaction, model: TableModel, records: Record<string, unknown>[]): Promise<void>
  /**
   * Runs a SELECT built with Knex (on a transaction's connection when built on one) and answers
   * its rows; given the table's model, as records (decoded as `fromRow` does, hidden columns left
   * out). `json: 'stored'` asks for JSON columns as stored where the engine holds them as text
   * (SQLite): only for records written out by `recordsText`.
   */
  selectRows(
    query: Knex.QueryBuilder,
    model?: TableModel,
    json?: JsonReading
  ): Promise<Record<string, unknown>[]>
  /**
   * `selectRows` of a query of a known shape whose value bindings are `values`, in order: where
   * the engine gains by it, the query is built and compiled once per `shape` (`SqlShapes`).
   */
  selectShaped(
    knex: Knex,
    shape: string,
    values: unknown[],
    build: () => Knex.QueryBuilder,
    model?: TableModel,
    json?: JsonReading
  ): Promise<Record<string, unknown>[]>
  /**
   * Reads a SELECT built with Knex by one cursor, `batch` rows at a time as stored (`fromRow`
   * decodes them), so that memory stays bounded whatever the row count; leaving the loop early
   * frees it.
   */
  streamRows(query: Knex.QueryBuilder, batch: number): AsyncGenerator<Record<string, unknown>[]>
  /**
   * Runs start-up schema changes and seeding while no other server process sharing the database
   * runs its own (PostgreSQL: an advisory lock; SQLite: a lock beside the database file).
   */
  withStartupLock<T>(knex: Knex, work: () => Promise<T>): Promise<T>
  /**
   * A table's rows by the database's statistics when they are more than `above`, at the cost of
   * no count; `undefined` when the table may hold no more, so that the caller counts them.
   */
  estimateRows(knex: Knex, table: string, above: number): Promise<number | undefined>
  /**
   * Whether `estimateRows` answering `undefined` proves the table holds at most `above` rows, so
   * that counting it whole costs no more than that (SQLite: its largest rowid, or a capped count).
   */
  readonly estimateBoundsSmallTables: boolean
  /** Whether an error is a unique-constraint violation. */
  isUniqueViolation(error: unknown): boolean
  /**
   * Whether the database refused a value the query layer let through (a data exception, such as a
   * number out of its column's range): the caller's input, answered 400, not a server fault.
   */
  isRefusedValue(error: unknown): boolean
}
