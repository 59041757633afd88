import type { TrashRecord } from '@tutor-admin/shared'
import type { Catalogue } from '../catalogue/catalogue'

/** A trash row as stored. */
export interface TrashRow {
  _id: string
  collection: string
  recordId: string
  record: string
  removedBy: string | null
  removedAt: string
  batch: string | null
}

/** The record of a trash row, complete: hidden fields too, for putting it back. */
export const storedRecord = (row: TrashRow): Record<string, unknown> =>
  JSON.parse(row.record) as Record<string, unknown>

/** A trash row as the API answers it: the record without its hidden fields (a password hash). */
export const toTrashRecord = (catalogue: Catalogue, row: TrashRow): TrashRecord => {
  const model = catalogue.model(row.collection)
  const record = Object.fromEntries(
    Object.entries(storedRecord(row)).filter(([key]) => !model.columns.get(key)?.field.params?.hidden)
  )
  return {
    _id: row._id,
    collection: row.collection,
    recordId: row.recordId,
    record,
    removedBy: row.removedBy,
    removedAt: row.removedAt,
    batch: row.batch
  }
}
