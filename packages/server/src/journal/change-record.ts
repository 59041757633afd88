import type { ChangeAction, ChangeDiff, ChangeRecord, ChangeVia } from '@tutor-admin/shared'

/** A journal row as stored. */
export interface ChangeRow {
  _id: string
  collection: string
  recordId: string
  action: string
  diff: string
  user: string | null
  at: string
  via: string
  batch: string | null
}

/** A journal row as the API answers it. */
export const toChange = (row: ChangeRow): ChangeRecord => ({
  _id: row._id,
  collection: row.collection,
  recordId: row.recordId,
  action: row.action as ChangeAction,
  diff: JSON.parse(row.diff) as ChangeDiff,
  user: row.user,
  at: row.at,
  via: row.via as ChangeVia,
  batch: row.batch
})
