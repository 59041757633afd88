import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect, SchemaSnapshot } from '../dialects'
import { backfillDerived } from './backfill-derived'
import { indexName } from './index-names'
import { tableModel } from './table-model'

/**
 * Migrates the database to the catalogue: creates missing tables, adds missing columns and
 * creates missing indexes. Never drops a column or rewrites a row. Collections served from
 * memory (`table: false`, the catalogue itself) get no table.
 */
export const syncTables = async (
  knex: Knex,
  dialect: Dialect,
  collections: CollectionDef[],
  // What is there already, read once: a start with an up-to-date schema asks nothing per table.
  schema?: SchemaSnapshot
) => {
  schema ??= await dialect.schemaSnapshot(knex)
  for (const collection of collections) {
    if (collection.table === false) continue
    const model = tableModel(collection)
    const present = schema.columns.get(model.table)
    if (!present) {
      await knex.schema.createTable(model.table, (table) => {
        for (const column of model.columns.values())
          dialect.addColumn(table, column.name, column.kind, column.name === '_id')
      })
    } else {
      const missing = [...model.columns.values()].filter((column) => !present.has(column.name))
      if (missing.length)
        await knex.schema.alterTable(model.table, (table) => {
          for (const column of missing) dialect.addColumn(table, column.name, column.kind)
        })
      if (missing.some((column) => column.derive)) await backfillDerived(knex, dialect, model)
    }
    const wanted = [
      ...model.indexes.map((columns) => ({ columns, unique: false })),
      ...model.unique.map((column) => ({ columns: [column], unique: true }))
    ]
    for (const { columns, unique } of wanted)
      if (!schema.indexes.has(indexName(model.table, columns, unique)))
        await dialect.createIndex(knex, model.table, columns, unique)
    await dialect.syncTextIndex(knex, model.table, [...model.textIndexed], schema)
  }
}
