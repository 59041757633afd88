import type { Knex } from 'knex'
import type { TableModel } from '../../db/schema/table-model'
import { fieldChanges, removedFields } from '../../journal/field-changes'
import type { Journal } from '../../journal/journal'
import type { WriteSource } from '../../journal/write-source'

type Row = Record<string, unknown>

/** Journals records just inserted (complete, with their system fields), as one write. */
export const journalCreated = async (
  journal: Journal | undefined,
  trx: Knex,
  collection: string,
  model: TableModel,
  source: WriteSource,
  full: Row[]
) => {
  await journal?.record(
    trx,
    collection,
    source,
    'create',
    String(full[0]?.modified),
    full.map((record) => ({ recordId: String(record._id), diff: fieldChanges(model, {}, record) }))
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
