import type { SchemaState } from './schema-state'
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

/**
 * Creates the journal's tables and indexes when missing, on SQLite and PostgreSQL alike. Like the
 * catalogue's tables, never dropped; old rows go by retention only (`purgeJournal`).
 */
export const syncJournalTables = async (schema: SchemaState) => {
  await schema.createTextTable(CHANGES_TABLE, CHANGE_COLUMNS)
  await schema.createTextTable(TRASH_TABLE, TRASH_COLUMNS)
  for (const columns of CHANGE_INDEXES) await schema.createIndex(CHANGES_TABLE, columns)
  for (const columns of TRASH_INDEXES) await schema.createIndex(TRASH_TABLE, columns)
}
