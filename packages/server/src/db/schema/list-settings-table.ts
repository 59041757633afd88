import type { SchemaState } from './schema-state'

/** Where each person's own settings of the console's lists are kept (`/api/listSettings`). */
export const LIST_SETTINGS_TABLE = 'list_settings'

/**
 * Creates the list settings table when missing: one row per account and list, the columns as
 * JSON text (the same on SQLite and PostgreSQL). Like the catalogue's tables, never dropped.
 */
export const syncListSettingsTable = (schema: SchemaState) =>
  schema.createTable(LIST_SETTINGS_TABLE, (table) => {
    table.string('_id', 64).primary()
    table.string('account', 64).notNullable()
    table.string('list', 255).notNullable()
    table.text('columns').notNullable()
    table.string('modified', 32).notNullable()
    table.unique(['account', 'list'])
  })
