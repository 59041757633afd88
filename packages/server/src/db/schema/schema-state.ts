import type { Knex } from 'knex'
import type { Dialect, SchemaSnapshot } from '../dialects'
import { indexName } from './index-names'

/**
 * The tables, columns and indexes the database held when the start read them (one snapshot), and
 * the steps that add what is missing: a start on an up-to-date schema asks the database nothing
 * more. Each step looks only at its own tables, which nothing else in the start creates.
 */
export class SchemaState {
  constructor(
    readonly knex: Knex,
    readonly dialect: Dialect,
    readonly snapshot: SchemaSnapshot
  ) {}

  static async read(knex: Knex, dialect: Dialect) {
    return new SchemaState(knex, dialect, await dialect.schemaSnapshot(knex))
  }

  /** Creates a table unless it was there. */
  async createTable(name: string, build: (table: Knex.CreateTableBuilder) => void) {
    if (!this.snapshot.columns.has(name)) await this.knex.schema.createTable(name, build)
  }

  /** Creates a table of an `_id` key and text columns (ISO times sort the same on both engines) unless it was there. */
  createTextTable(name: string, columns: string[]) {
    return this.createTable(name, (table) => {
      this.dialect.addColumn(table, '_id', 'text', true)
      for (const column of columns) this.dialect.addColumn(table, column, 'text')
    })
  }

  /** Adds the text columns a table that was there lacks; one created by this start has them all. */
  async addMissingTextColumns(name: string, columns: string[]) {
    const present = this.snapshot.columns.get(name)
    const missing = present ? columns.filter((column) => !present.has(column)) : []
    if (missing.length)
      await this.knex.schema.alterTable(name, (table) => {
        for (const column of missing) this.dialect.addColumn(table, column, 'text')
      })
  }

  /** Creates an index unless one of its name was there. */
  async createIndex(table: string, columns: string[], unique = false) {
    if (!this.snapshot.indexes.has(indexName(table, columns, unique)))
      await this.dialect.createIndex(this.knex, table, columns, unique)
  }
}
