import { escapeRegex } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type pg from 'pg'
import { sql, type Sql } from '../sql'
import { changedColumns, type TableModel } from '../schema/table-model'
import { fromRow } from '../row-codec'
import { indexName } from '../schema/index-names'
import { anyLike } from './any-like'
import { firstMatchingIds, matchingIds, syncTextTable, textMatches, textTable } from './postgres-text-table'
import { postgresRowEstimate } from './row-estimates'
import type { ColumnKind } from '../schema/column-kind'
import { schemaSnapshotOf, type Dialect, type SchemaSnapshot } from './dialect.types'
import { postgresStreamRows } from './postgres-stream'
import { compileRowObjectMaker, type RowObjectMaker } from './postgres-rows'

/** The advisory lock key of start-up schema changes ("tutor" in ASCII). */
const STARTUP_LOCK = 0x7475746f72

const CAST: Record<ColumnKind, string> = {
  text: 'text',
  number: 'double precision',
  boolean: 'boolean',
  json: 'jsonb'
}

/** How a model's records become rows of a bulk insert, compiled once per model. */
const rowMakers = new WeakMap<TableModel, RowObjectMaker>()
const rowMaker = (model: TableModel) => {
  let maker = rowMakers.get(model)
  if (!maker) rowMakers.set(model, (maker = compileRowObjectMaker([...model.columns.values()])))
  return maker
}

export class PostgresDialect implements Dialect {
  readonly name = 'postgres' as const

  addColumn(table: Knex.CreateTableBuilder, name: string, kind: ColumnKind, primary = false) {
    const column =
      kind === 'number'
        ? table.double(name)
        : kind === 'boolean'
          ? table.boolean(name)
          : kind === 'json'
            ? table.jsonb(name)
            : // Byte order, as SQLite's BINARY: sorting and ranges agree on both engines.
              table.specificType(name, 'text COLLATE "C"')
    if (primary) column.primary().notNullable()
  }

  async createIndex(knex: Knex, table: string, columns: string[], unique = false) {
    const name = indexName(table, columns, unique)
    // NULLS FIRST ascending matches orderBy(), so one index serves both directions.
    const list = columns
      .map((c) => (c.startsWith('-') ? `"${c.slice(1)}" DESC NULLS LAST` : `"${c}" ASC NULLS FIRST`))
      .join(', ')
    await knex.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${table}" (${list})`)
  }

  async syncTextIndex(knex: Knex, table: string, columns: string[], schema?: SchemaSnapshot) {
    const built = schema?.columns.has(textTable(table))
    if (schema && !built && columns.length === 0) return
    if (columns.length && !built) await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    // Trigram indexes on the table itself, from before the text table.
    for (const column of columns)
      for (const name of [`trgm_${table}_${column}`, `trgm_lower_${table}_${column}`].map((n) =>
        n.slice(0, 63)
      ))
        if (!schema || schema.indexes.has(name)) await knex.raw(`DROP INDEX IF EXISTS ??`, [name])
    await syncTextTable(knex, table, columns)
  }

  async schemaSnapshot(knex: Knex) {
    const [columns, indexes] = await Promise.all([
      knex.raw(
        `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema()`
      ),
      knex.raw(`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()`)
    ])
    return schemaSnapshotOf(columns.rows, indexes.rows)
  }

  toDb(kind: ColumnKind, value: unknown) {
    if (value === null || value === undefined) return null
    return kind === 'json' ? JSON.stringify(value) : value
  }

  fromDb(_kind: ColumnKind, value: unknown) {
    return value ?? null
  }

  containsText(table: string, column: string, term: string, indexed: boolean): Sql {
    return indexed
      ? this.containsAnyText(table, [column], term)
      : anyLike(table, [column], term, { lowerColumn: true, lowerTerm: true })
  }

  containsAnyText(table: string, columns: string[], term: string): Sql {
    return matchingIds(table, columns, term)
  }

  textIndexSearch(table: string, columns: string[], term: string) {
    // Terms under three characters have no trigram to look up: the narrow text table is scanned,
    // still far less to read than the table. The planner picks the page's path (walking an index
    // of the sort or reading the matches) from the trigram statistics.
    return {
      countFrom: textTable(table),
      countWhere: textMatches(table, columns, term),
      pageWhere: matchingIds(table, columns, term)
    }
  }

  firstTextMatches(table: string, columns: string[], term: string, limit: number) {
    // Under three characters no trigram narrows the search: the whole text table would be read.
    return [...term].length < 3 ? undefined : firstMatchingIds(table, columns, term, limit)
  }

  regexMatch(expression: Sql, pattern: string, caseInsensitive: boolean): Sql {
    return sql(`${expression.sql} ${caseInsensitive ? '~*' : '~'} ?`, ...expression.bindings, pattern)
  }

  containsLiteral(expression: Sql, term: string): Sql {
    return this.regexMatch(expression, escapeRegex(term), true)
  }

  anyTranslation(column: string, match: (value: Sql) => Sql): Sql {
    const inner = match(sql(`(je->>'value')`))
    return sql(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(??) je WHERE ${inner.sql})`,
      column,
      ...inner.bindings
    )
  }

  anyMachineTranslation(column: string): Sql {
    return sql(`?? @> ?::jsonb`, column, JSON.stringify([{ machine: true }]))
  }

  translationOf(column: string, lang: string): Sql {
    return sql(`(SELECT je->>'value' FROM jsonb_array_elements(??) je WHERE je->>'lang' = ?)`, column, lang)
  }

  jsonField(column: string, key: string, kind: ColumnKind): Sql {
    const text = sql(`(??->>?)`, column, key)
    return kind === 'text'
      ? sql(`${text.sql} COLLATE "C"`, ...text.bindings)
      : sql(`${text.sql}::${CAST[kind]}`, ...text.bindings)
  }

  arrayHasAny(column: string, values: unknown[]): Sql {
    // @> is served by a GIN index on the column.
    return sql(
      `(${values.map(() => '?? @> ?::jsonb').join(' OR ')})`,
      ...values.flatMap((v) => [column, JSON.stringify([v])])
    )
  }

  orderBy(column: string, direction: 1 | -1): Sql {
    return sql(`?? ${direction === 1 ? 'ASC NULLS FIRST' : 'DESC NULLS LAST'}`, column)
  }

  async insertMany(trx: Knex.Transaction, model: TableModel, records: Record<string, unknown>[]) {
    // The whole batch travels as one JSON value that the server spreads into rows of the table's type.
    const columns = [...model.columns.keys()]
    const row = rowMaker(model)
    for (let start = 0; start < records.length; start += 5000) {
      const batch = records.slice(start, start + 5000).map(row)
      await trx.raw(
        `INSERT INTO ?? (${columns.map(() => '??').join(', ')}) SELECT ${columns.map(() => '??').join(', ')} FROM json_populate_recordset(NULL::??, ?::json)`,
        [model.table, ...columns, ...columns, model.table, JSON.stringify(batch)]
      )
    }
  }

  async updateMany(trx: Knex.Transaction, model: TableModel, records: Record<string, unknown>[]) {
    // Records that set the same columns travel together as one JSON value, spread into rows of
    // the table's type and joined to the table by id: one statement per batch, not per record.
    const groups = new Map<string, { columns: string[]; rows: Record<string, unknown>[] }>()
    for (const record of records) {
      const columns = changedColumns(model, record).map((column) => column.name)
      if (columns.length === 0) continue
      const key = columns.join('\0')
      let group = groups.get(key)
      if (!group) groups.set(key, (group = { columns, rows: [] }))
      group.rows.push(Object.fromEntries(['_id', ...columns].map((name) => [name, record[name] ?? null])))
    }
    for (const { columns, rows } of groups.values())
      for (let start = 0; start < rows.length; start += 5000)
        await trx.raw(
          `UPDATE ?? AS target SET ${columns.map(() => '?? = source.??').join(', ')} FROM json_populate_recordset(NULL::??, ?::json) AS source WHERE target."_id" = source."_id"`,
          [
            model.table,
            ...columns.flatMap((name) => [name, name]),
            model.table,
            JSON.stringify(rows.slice(start, start + 5000))
          ]
        )
  }

  async selectRows(query: Knex.QueryBuilder, model?: TableModel): Promise<Record<string, unknown>[]> {
    const rows = (await query) as Record<string, unknown>[]
    return model ? rows.map((row) => fromRow(this, model, row)) : rows
  }

  // A round trip to the server outweighs compiling the query: built every time.
  selectShaped(
    _knex: Knex,
    _shape: string,
    _values: unknown[],
    build: () => Knex.QueryBuilder,
    model?: TableModel
  ) {
    return this.selectRows(build(), model)
  }

  streamRows(query: Knex.QueryBuilder, batch: number) {
    return postgresStreamRows(query, batch)
  }

  async withStartupLock<T>(knex: Knex, work: () => Promise<T>): Promise<T> {
    const connection: pg.ClientBase = await knex.client.acquireConnection()
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK])
      try {
        return await work()
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK])
      }
    } finally {
      await knex.client.releaseConnection(connection)
    }
  }

  isRefusedValue(error: unknown) {
    // SQLSTATE class 22: data exception.
    return /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown })?.code))
  }

  /** The planner's statistics may lag behind a table that just grew. */
  readonly estimateBoundsSmallTables = false

  async estimateRows(knex: Knex, table: string, above: number) {
    const estimate = await postgresRowEstimate(knex, table)
    return estimate > above ? estimate : undefined
  }

  isUniqueViolation(error: unknown) {
    return (error as { code?: string })?.code === '23505'
  }
}
