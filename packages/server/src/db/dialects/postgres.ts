import type { Knex } from 'knex'
import { sql, type Sql } from '../sql'
import type { TableModel } from '../schema/table-model'
import { fromRow } from '../row-codec'
import { indexName } from '../schema/index-names'
import { anyLike } from './any-like'
import type { ColumnKind, Dialect } from './dialect.types'

const CAST: Record<ColumnKind, string> = {
  text: 'text',
  number: 'double precision',
  boolean: 'boolean',
  json: 'jsonb'
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

  async syncTextIndex(knex: Knex, table: string, columns: string[]) {
    if (columns.length === 0) return
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    for (const column of columns) {
      // Trigrams of the lowercased text serve `lower(column) LIKE` (see containsAnyText).
      await knex.raw(`DROP INDEX IF EXISTS "${`trgm_${table}_${column}`.slice(0, 63)}"`)
      const name = `trgm_lower_${table}_${column}`.slice(0, 63)
      await knex.raw(
        `CREATE INDEX IF NOT EXISTS "${name}" ON "${table}" USING gin (lower("${column}") gin_trgm_ops)`
      )
    }
  }

  toDb(kind: ColumnKind, value: unknown) {
    if (value === null || value === undefined) return null
    return kind === 'json' ? JSON.stringify(value) : value
  }

  fromDb(_kind: ColumnKind, value: unknown) {
    return value ?? null
  }

  containsText(table: string, column: string, term: string): Sql {
    return this.containsAnyText(table, [column], term)
  }

  containsAnyText(table: string, columns: string[], term: string): Sql {
    // ILIKE on a UTF-8 database is lower(text) LIKE lower(pattern), in the text's collation ("C"),
    // done for every row; written out, the pattern is lowered once and each row's check costs less
    // than half. Each column's trigram index of lower(column) answers it; PostgreSQL ORs the scans.
    return anyLike(table, columns, term, true)
  }

  textIndexSearch() {
    // A trigram index only narrows the candidates, each checked in the table; the planner picks the page's path.
    return undefined
  }

  regexMatch(expression: Sql, pattern: string, caseInsensitive: boolean): Sql {
    return sql(`${expression.sql} ${caseInsensitive ? '~*' : '~'} ?`, ...expression.bindings, pattern)
  }

  anyTranslation(column: string, match: (value: Sql) => Sql): Sql {
    const inner = match(sql(`(je->>'value')`))
    return sql(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(??) je WHERE ${inner.sql})`,
      column,
      ...inner.bindings
    )
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
    for (let start = 0; start < records.length; start += 5000) {
      const batch = records
        .slice(start, start + 5000)
        .map((record) => Object.fromEntries(columns.map((column) => [column, record[column] ?? null])))
      await trx.raw(
        `INSERT INTO ?? (${columns.map(() => '??').join(', ')}) SELECT ${columns.map(() => '??').join(', ')} FROM json_populate_recordset(NULL::??, ?::json)`,
        [model.table, ...columns, ...columns, model.table, JSON.stringify(batch)]
      )
    }
  }

  async selectRows(query: Knex.QueryBuilder, model?: TableModel) {
    const rows = (await query) as Record<string, unknown>[]
    return model ? rows.map((row) => fromRow(this, model, row)) : rows
  }

  isUniqueViolation(error: unknown) {
    return (error as { code?: string })?.code === '23505'
  }
}
