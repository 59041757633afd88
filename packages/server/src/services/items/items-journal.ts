import type { ChangeDiff } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { TableModel } from '../../db/schema/table-model'
import { fieldChanges, hiddenMarks, removedFields } from '../../journal/field-changes'
import type { Journal, JournalEntry } from '../../journal/journal'
import type { WriteSource } from '../../journal/write-source'

type Row = Record<string, unknown>

/**
 * A created record's part of its write: kept as its hidden fields' marks (a create stored as a
 * create), heard as every value it set, a diff made only when a listener reads it (an import's
 * thousands of records, which no webhook may hear).
 */
const createdEntry = (model: TableModel, record: Row, storedAsCreate: boolean): JournalEntry => {
  let diff: ChangeDiff | undefined
  const entry: JournalEntry = {
    recordId: String(record._id),
    get diff() {
      return (diff ??= fieldChanges(model, {}, record))
    }
  }
  if (storedAsCreate) entry.stored = hiddenMarks(model, record)
  return entry
}

/**
 * Journals records just inserted (complete, with their system fields), as one write; a source
 * naming its own action (a restore) keeps their values.
 */
export const journalCreated = async (
  journal: Journal | undefined,
  trx: Knex,
  collection: string,
  model: TableModel,
  source: WriteSource,
  full: Row[]
) => {
  const storedAsCreate = (source.action ?? 'create') === 'create'
  await journal?.record(
    trx,
    collection,
    source,
    'create',
    String(full[0]?.modified),
    full.map((record) => createdEntry(model, record, storedAsCreate))
  )
}

/** Journals removed records (complete, hidden fields too) and, unless told not to, keeps them in the trash. */
export const journalRemoved = async (
  journal: Journal | undefined,
  trx: Knex,
  collection: string,
  model: TableModel,
  records: Row[],
  source: WriteSource,
  trash: boolean
) => {
  if (!journal || records.length === 0) return
  const at = new Date().toISOString()
  const entries = records.map((record) => ({
    recordId: String(record._id),
    diff: removedFields(model, record)
  }))
  await journal.record(trx, collection, source, 'remove', at, entries)
  if (trash) await journal.trash(trx, collection, source, at, records)
}
