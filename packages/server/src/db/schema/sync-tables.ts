import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import { backfillDerived } from './backfill-derived'
import { tableModel } from './table-model'

/**
 * Migrates the database to the catalogue: creates missing tables, adds missing columns and
 * creates missing indexes. Never drops a column or rewrites a row. Collections served from
 * memory (`table: false`, the catalogue itself) get no table.
 */
export const syncTables = async (knex: Knex, dialect: Dialect, collections: CollectionDef[]) => {
  for (const collection of collections) {
    if (collection.table === false) continue
    const model = tableModel(collection)
    const exists = await knex.schema.hasTable(model.table)
    if (!exists) {
      await knex.schema.createTable(model.table, (table) => {
        for (const column of model.columns.values())
          dialect.addColumn(table, column.name, column.kind, column.name === '_id')
      })
    } else {
      const present = await knex(model.table).columnInfo()
      const missing = [...model.columns.values()].filter((column) => !(column.name in present))
      if (missing.length)
        await knex.schema.alterTable(model.table, (table) => {
          for (const column of missing) dialect.addColumn(table, column.name, column.kind)
        })
      if (missing.some((column) => column.derive)) await backfillDerived(knex, dialect, model)
    }
    for (const columns of model.indexes) await dialect.createIndex(knex, model.table, columns)
    for (const column of model.unique) await dialect.createIndex(knex, model.table, [column], true)
    await dialect.syncTextIndex(knex, model.table, [...model.textIndexed])
  }
}
