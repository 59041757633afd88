import type { Knex } from 'knex'
import lockfile from 'proper-lockfile'
import { placeholders, sql, type Sql } from '../sql'
import { changedColumns, type TableModel } from '../schema/table-model'
import { indexName } from '../schema/index-names'
import { anyLike } from './any-like'
import { sqliteRowEstimates } from './row-estimates'
import { readValue, storedValue } from './sqlite-records'
import type { ColumnKind } from '../schema/column-kind'
import { schemaSnapshotOf, type Dialect, type SchemaSnapshot } from './dialect.types'
import { sqliteStreamRows } from './sqlite-stream'
import { freeConnection, notePooledConnection } from './sqlite-free-connection'
import { SqlShapes, type NativeStatement } from '../query/sql-shapes'
import type { JsonReading } from '../stored-json'
import {
  plainMaker,
  preparedSelect,
  preparedWrite,
  recordMaker,
  valuesMaker,
  type BindingFormatter,
  type SqliteConnection
} from './sqlite-statements'
import {
  firstMatchingRows,
  ftsPhrase,
  ftsTable,
  matchingRows,
  TEXT_INDEX_BATCH_FROM,
  WALK_FROM,
  withTextIndexFilledAfter
} from './sqlite-text-index'

/** A SELECT's rows as records of `model` (plain without one), read at once: nothing awaited. */
const readRows = (
  client: Knex.Client & BindingFormatter,
  connection: SqliteConnection,
  { sql: source, bindings }: NativeStatement,
  model: TableModel | undefined,
  json: JsonReading
) => {
  client.emit('query', { sql: source, bindings })
  const prepared = preparedSelect(connection, source)
  const rows = prepared.statement.all(client._formatBindings(bindings)) as unknown[][]
  return rows.map(model ? recordMaker(prepared, model, json) : plainMaker(prepared))
}

export class SqliteDialect implements Dialect {
  readonly name = 'sqlite' as const

  addColumn(table: Knex.CreateTableBuilder, name: string, kind: ColumnKind, primary = false) {
    const column =
      kind === 'number' ? table.double(name) : kind === 'boolean' ? table.boolean(name) : table.text(name)
    if (primary) column.primary().notNullable()
  }

  async createIndex(knex: Knex, table: string, columns: string[], unique = false) {
    const name = indexName(table, columns, unique)
    const list = columns.map((c) => (c.startsWith('-') ? `"${c.slice(1)}" DESC` : `"${c}"`)).join(', ')
    await knex.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${table}" (${list})`)
  }

  async syncTextIndex(knex: Knex, table: string, columns: string[], schema?: SchemaSnapshot) {
    const fts = ftsTable(table)
    if (schema && columns.length === 0 && !schema.columns.has(fts)) return
    const existing = await knex.raw(`SELECT name, sql FROM sqlite_master WHERE name IN (?, ?)`, [
      fts,
      `${fts}_au`
    ])
    const sqlOf = (name: string) => existing.find((row: { name: string }) => row.name === name)?.sql
    const wanted = `CREATE VIRTUAL TABLE "${fts}" USING fts5(${columns.map((c) => `"${c}"`).join(', ')}, content='${table}', content_rowid='rowid', tokenize='trigram')`
    const cols = columns.map((c) => `"${c}"`).join(', ')
    const newCols = columns.map((c) => `new."${c}"`).join(', ')
    const oldCols = columns.map((c) => `old."${c}"`).join(', ')
    const insert = `INSERT INTO "${fts}"(rowid, ${cols}) VALUES (new.rowid, ${newCols});`
    const remove = `INSERT INTO "${fts}"("${fts}", rowid, ${cols}) VALUES ('delete', old.rowid, ${oldCols});`
    // Only an update that sets an indexed column re-indexes the row (a new rate leaves it be).
    const onUpdate = `CREATE TRIGGER "${fts}_au" AFTER UPDATE OF ${cols} ON "${table}" BEGIN ${remove} ${insert} END`
    if (sqlOf(fts) === wanted) {
      // A database made before updates were told apart gets the new trigger; the index holds.
      if (columns.length && sqlOf(`${fts}_au`) !== onUpdate)
        await knex.transaction(async (trx) => {
          await trx.raw(`DROP TRIGGER IF EXISTS "${fts}_au"`)
          await trx.raw(onUpdate)
        })
      return
    }
    // The index is derived data: rebuilt whole when its columns change.
    await knex.transaction(async (trx) => {
      for (const suffix of ['ai', 'ad', 'au']) await trx.raw(`DROP TRIGGER IF EXISTS "${fts}_${suffix}"`)
      await trx.raw(`DROP TABLE IF EXISTS "${fts}"`)
      if (columns.length === 0) return
      await trx.raw(wanted)
      await trx.raw(`CREATE TRIGGER "${fts}_ai" AFTER INSERT ON "${table}" BEGIN ${insert} END`)
      await trx.raw(`CREATE TRIGGER "${fts}_ad" AFTER DELETE ON "${table}" BEGIN ${remove} END`)
      await trx.raw(onUpdate)
      await trx.raw(`INSERT INTO "${fts}"("${fts}") VALUES ('rebuild')`)
    })
  }

  async schemaSnapshot(knex: Knex) {
    const columns = await knex.raw(
      `SELECT m.name AS "table", p.name AS "column" FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'`
    )
    const indexes = await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'index'`)
    return schemaSnapshotOf(columns, indexes)
  }

  toDb(kind: ColumnKind, value: unknown) {
    return storedValue[kind](value)
  }

  fromDb(kind: ColumnKind, value: unknown) {
    return readValue[kind](value)
  }

  containsText(table: string, column: string, term: string, indexed: boolean): Sql {
    return indexed ? this.containsAnyText(table, [column], term) : anyLike(table, [column], term)
  }

  containsAnyText(table: string, columns: string[], term: string): Sql {
    // The trigram index needs 3 characters; shorter terms scan the table either way.
    if ([...term].length < 3) return anyLike(table, columns, term)
    return matchingRows(table, columns, term)
  }

  textIndexSearch(table: string, columns: string[], term: string) {
    if ([...term].length < 3) return undefined
    return {
      // Every row of the table has its entry in the index (kept by triggers): counting entries is enough.
      countFrom: ftsTable(table),
      countWhere: sql(`?? MATCH ?`, ftsTable(table), ftsPhrase(columns, term)),
      pageWhere: (matches: number, reach: number, sortIndexed: boolean) =>
        matchingRows(table, columns, term, sortIndexed && matches >= WALK_FROM * Math.sqrt(reach / 25))
    }
  }

  firstTextMatches(table: string, columns: string[], term: string, limit: number) {
    return [...term].length < 3 ? undefined : firstMatchingRows(table, columns, term, limit)
  }

  regexMatch(expression: Sql, pattern: string, caseInsensitive: boolean): Sql {
    return sql(`regexp(?, ${expression.sql}, ?)`, pattern, ...expression.bindings, caseInsensitive ? 'i' : '')
  }

  containsLiteral(expression: Sql, term: string): Sql {
    return sql(`contains_ci(?, ${expression.sql})`, term, ...expression.bindings)
  }

  anyTranslation(column: string, match: (value: Sql) => Sql): Sql {
    const inner = match(sql(`json_extract(je.value, '$.value')`))
    return sql(`EXISTS (SELECT 1 FROM json_each(??) je WHERE ${inner.sql})`, column, ...inner.bindings)
  }

  anyMachineTranslation(column: string): Sql {
    return sql(
      `EXISTS (SELECT 1 FROM json_each(??) je WHERE json_extract(je.value, '$.machine') = 1)`,
      column
    )
  }

  translationOf(column: string, lang: string): Sql {
    return sql(
      `(SELECT json_extract(je.value, '$.value') FROM json_each(??) je WHERE json_extract(je.value, '$.lang') = ?)`,
      column,
      lang
    )
  }

  jsonField(column: string, key: string): Sql {
    return sql(`json_extract(??, ?)`, column, `$."${key}"`)
  }

  arrayHasAny(column: string, values: unknown[]): Sql {
    return sql(
      `EXISTS (SELECT 1 FROM json_each(??) WHERE value IN (${placeholders(values.length)}))`,
      column,
      ...values
    )
  }

  orderBy(column: string, direction: 1 | -1): Sql {
    return sql(`?? ${direction === 1 ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}`, column)
  }

  async insertMany(trx: Knex.Transaction, model: TableModel, records: Record<string, unknown>[]) {
    // One prepared statement run per row on the transaction's connection: no SQL to build or parse.
    const connection: SqliteConnection = await trx.client.acquireConnection()
    const columns = [...model.columns.values()]
    const names = columns.map((column) => `"${column.name}"`).join(', ')
    const insert = preparedWrite(
      connection,
      `INSERT INTO "${model.table}" (${names}) VALUES (${columns.map(() => '?').join(', ')})`
    )
    const values = valuesMaker(model)
    const insertAll = () => {
      for (const record of records) insert.run(values(record))
    }
    if (records.length >= TEXT_INDEX_BATCH_FROM && model.textIndexed.size > 0)
      withTextIndexFilledAfter(connection, model.table, [...model.textIndexed], insertAll)
    else insertAll()
  }

  async updateMany(trx: Knex.Transaction, model: TableModel, records: Record<string, unknown>[]) {
    const connection: SqliteConnection = await trx.client.acquireConnection()
    for (const record of records) {
      const columns = changedColumns(model, record)
      if (columns.length === 0) continue
      const update = preparedWrite(
        connection,
        `UPDATE "${model.table}" SET ${columns.map((column) => `"${column.name}" = ?`).join(', ')} WHERE "_id" = ?`
      )
      update.run(...columns.map((column) => this.toDb(column.kind, record[column.name])), record._id)
    }
  }

  async selectRows(query: Knex.QueryBuilder, model?: TableModel, json: JsonReading = 'decoded') {
    return this.runSelect(query.client, query.toSQL().toNative(), model, json)
  }

  private readonly shapes = new SqlShapes()

  async selectShaped(
    knex: Knex,
    shape: string,
    values: unknown[],
    build: () => Knex.QueryBuilder,
    model?: TableModel,
    json: JsonReading = 'decoded'
  ) {
    return this.runSelect(knex.client, this.shapes.statement(shape, values, build), model, json)
  }

  /** Runs a SELECT on the client's connection (a transaction's, when it is one's) by a kept statement. */
  private async runSelect(
    knexClient: Knex.Client,
    statement: NativeStatement,
    model: TableModel | undefined,
    json: JsonReading
  ) {
    const client = knexClient as Knex.Client & BindingFormatter
    const free = freeConnection<SqliteConnection>(client)
    if (free) return readRows(client, free, statement, model, json)
    // The pool's one connection, or the transaction's when the query was built on one.
    const connection: SqliteConnection = await client.acquireConnection()
    try {
      notePooledConnection(client, connection)
      return readRows(client, connection, statement, model, json)
    } finally {
      await client.releaseConnection(connection)
    }
  }

  streamRows(query: Knex.QueryBuilder, batch: number) {
    return sqliteStreamRows(query, batch)
  }

  async withStartupLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
    const { filename } = knex.client.config.connection as { filename: string }
    // A lock directory beside the database file, renewed while held and taken over when stale.
    const release = await lockfile.lock(filename, {
      realpath: false,
      retries: { retries: 600, minTimeout: 50, maxTimeout: 200 }
    })
    try {
      return await work()
    } finally {
      await release()
    }
  }

  isRefusedValue(error: unknown) {
    return (error as { code?: string })?.code === 'SQLITE_TOOBIG'
  }

  /** A table holds no more rows than its largest rowid: one below the limit is counted whole. */
  readonly estimateBoundsSmallTables = true
  // Asked on every list page of a big table: read by a statement kept prepared.
  readonly estimateRows = sqliteRowEstimates(Date.now, (knex, table) =>
    this.selectShaped(knex, `largest rowid\u0000${table}`, [], () => knex(table).max({ last: 'rowid' }))
  )

  isUniqueViolation(error: unknown) {
    return (error as { code?: string })?.code === 'SQLITE_CONSTRAINT_UNIQUE'
  }
}
