import type { Knex } from 'knex'
import type { Dialect } from '../dialects'
import type { TableModel } from './table-model'

/** The change journal: one row per write of one record (`/api/changes`). */
export const CHANGES_TABLE = 'journal_changes'
/** Removed records, kept until the trash's retention ends (`/api/trash`). */
export const TRASH_TABLE = 'journal_trash'

const CHANGE_COLUMNS = ['collection', 'recordId', 'action', 'diff', 'user', 'at', 'via', 'batch']
const TRASH_COLUMNS = ['collection', 'recordId', 'record', 'removedBy', 'removedAt', 'batch']

/**
 * The indexes each read and the retention need, so that neither a write nor a read slows down as
 * the journal grows: a record's history in time order, a batch, a person's changes, the newest
 * changes of all, and the oldest to purge.
 */
const CHANGE_INDEXES = [['collection', 'recordId', 'at', '_id'], ['batch'], ['user', 'at'], ['at', '_id']]
const TRASH_INDEXES = [['collection', 'removedAt'], ['collection', 'recordId'], ['batch'], ['removedAt']]

/** A journal table as the dialects' bulk insert takes it: every column text. */
const textModel = (table: string, columns: string[]): TableModel => ({
  table,
  columns: new Map(
    ['_id', ...columns].map((name) => [name, { name, kind: 'text', field: { name, type: 'string' } }])
  ),
  textIndexed: new Set(),
  indexes: [],
  unique: []
})

export const CHANGES_MODEL = textModel(CHANGES_TABLE, CHANGE_COLUMNS)
export const TRASH_MODEL = textModel(TRASH_TABLE, TRASH_COLUMNS)

const createTable = async (knex: Knex, dialect: Dialect, name: string, columns: string[]) => {
  if (await knex.schema.hasTable(name)) return
  await knex.schema.createTable(name, (table) => {
    // Text columns as the catalogue's tables have them: byte order on both engines, so that ids
    // and ISO times sort the same everywhere.
    dialect.addColumn(table, '_id', 'text', true)
    for (const column of columns) dialect.addColumn(table, column, 'text')
  })
}

/**
 * Creates the journal's tables and indexes when missing, on SQLite and PostgreSQL alike. Like the
 * catalogue's tables, never dropped; old rows go by retention only (`purgeJournal`).
 */
export const syncJournalTables = async (knex: Knex, dialect: Dialect) => {
  await createTable(knex, dialect, CHANGES_TABLE, CHANGE_COLUMNS)
  await createTable(knex, dialect, TRASH_TABLE, TRASH_COLUMNS)
  for (const columns of CHANGE_INDEXES) await dialect.createIndex(knex, CHANGES_TABLE, columns)
  for (const columns of TRASH_INDEXES) await dialect.createIndex(knex, TRASH_TABLE, columns)
}
