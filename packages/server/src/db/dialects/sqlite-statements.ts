import type { TableModel } from '../schema/table-model'
import { readableKinds } from '../row-codec'
import type { JsonReading } from '../stored-json'
import { compileRecordMaker, compileValuesMaker, type RecordMaker, type ValuesMaker } from './sqlite-records'

/** Statements prepared once per connection and kept: writes by table, SELECTs by SQL text, and how their rows become records. */

export interface Statement {
  readonly reader: boolean
  run(...values: unknown[]): unknown
  all(values: unknown[]): unknown[]
  raw(on: boolean): Statement
  columns(): { name: string }[]
}
export interface SqliteConnection {
  prepare(source: string): Statement
}

/** Prepared INSERT statements per connection and table, reused across bulk loads. */
const writes = new WeakMap<SqliteConnection, Map<string, Statement>>()

/**
 * A write statement prepared once per connection, keyed by its SQL: a model with other columns (a
 * migration on a live connection) gets its own.
 */
export const preparedWrite = (connection: SqliteConnection, text: string): Statement => {
  let statements = writes.get(connection)
  if (!statements) writes.set(connection, (statements = new Map()))
  let statement = statements.get(text)
  if (!statement) statements.set(text, (statement = connection.prepare(text)))
  return statement
}

/** Knex's better-sqlite3 client turns dates and booleans into values the driver binds. */
export interface BindingFormatter {
  _formatBindings(bindings: readonly unknown[]): unknown[]
}

/** A prepared SELECT, the names of its columns and how its rows become records (of a model or plain). */
export interface PreparedSelect {
  statement: Statement
  columns: string[]
  makers: Record<JsonReading, WeakMap<TableModel, RecordMaker>>
  plain?: RecordMaker
}
/** Prepared SELECTs per connection by SQL text, the most recently used kept. */
const selects = new WeakMap<SqliteConnection, Map<string, PreparedSelect>>()
const SELECTS_KEPT = 500

export const preparedSelect = (connection: SqliteConnection, source: string): PreparedSelect => {
  let cache = selects.get(connection)
  if (!cache) selects.set(connection, (cache = new Map()))
  let prepared = cache.get(source)
  if (prepared) {
    cache.delete(source)
  } else {
    if (cache.size >= SELECTS_KEPT) cache.delete(cache.keys().next().value as string)
    const statement = connection.prepare(source)
    // Rows as arrays: the driver builds objects of many columns far slower than JavaScript does.
    prepared = {
      statement: statement.raw(true),
      columns: statement.columns().map((c) => c.name),
      makers: { decoded: new WeakMap(), stored: new WeakMap() }
    }
  }
  cache.set(source, prepared)
  return prepared
}

/** How the rows of a statement become records of a model: its readable columns, decoded (JSON as `json` says). */
export const recordMaker = (prepared: PreparedSelect, model: TableModel, json: JsonReading): RecordMaker => {
  let maker = prepared.makers[json].get(model)
  if (!maker) {
    const kinds = readableKinds(model)
    maker = compileRecordMaker(
      prepared.columns.flatMap((name, index) => {
        const kind = kinds[name]
        return kind ? [{ index, name, kind }] : []
      }),
      json
    )
    prepared.makers[json].set(model, maker)
  }
  return maker
}

/** How a model's records become the values of its INSERT, compiled once per model. */
const valuesMakers = new WeakMap<TableModel, ValuesMaker>()
export const valuesMaker = (model: TableModel) => {
  let maker = valuesMakers.get(model)
  if (!maker) valuesMakers.set(model, (maker = compileValuesMaker([...model.columns.values()])))
  return maker
}

/** How the rows of a statement become plain records: every column as stored. */
export const plainMaker = (prepared: PreparedSelect): RecordMaker =>
  (prepared.plain ??= compileRecordMaker(prepared.columns.map((name, index) => ({ index, name }))))
