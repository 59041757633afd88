import type { SchemaState } from './schema-state'

/** Where the saved views of the console's lists are kept (`/api/savedViews`). */
export const SAVED_VIEWS_TABLE = 'saved_views'

/**
 * Creates the saved views table when missing: one row per view, its state as JSON text (the same on
 * SQLite and PostgreSQL), its short link id unique. Like the catalogue's tables, never dropped.
 */
export const syncSavedViewsTable = (schema: SchemaState) =>
  schema.createTable(SAVED_VIEWS_TABLE, (table) => {
    table.string('_id', 64).primary()
    table.string('short_id', 16).notNullable().unique()
    table.string('owner', 64).notNullable()
    table.string('list', 255).notNullable()
    table.string('name', 255).notNullable()
    table.string('audience', 16).notNullable()
    table.string('role', 64).nullable()
    table.text('state').notNullable()
    table.string('modified', 32).notNullable()
    table.index(['list'])
  })
