import type { FieldProblemData } from '../errors/error-codes'

/** Where bulk edits are started, followed and cancelled: `/api/bulk-edit` (docs/bulk-edit.md). */
export const BULK_EDIT_PATH = 'bulk-edit'

/**
 * What a bulk edit does to each record: values `set` on single fields (an enum, a yes/no, a
 * reference, a date, a number; `null` clears it), and items `add`ed to or `remove`d from lists.
 */
export interface BulkChanges {
  set?: Record<string, unknown>
  add?: Record<string, unknown[]>
  remove?: Record<string, unknown[]>
}

/**
 * `POST /api/bulk-edit`: the records of `collection` chosen by `ids` (selected rows) or by `query`
 * (the list's filter: every matching record), and the changes. `preview` answers how many records
 * the edit covers and writes nothing. A record whose version is not `versions[id]`, or that was
 * written after `asOf`, changed meanwhile: it is reported, not overwritten.
 */
export interface BulkEditRequest extends BulkChanges {
  collection: string
  ids?: string[]
  query?: Record<string, unknown>
  versions?: Record<string, string>
  asOf?: string
  preview?: boolean
}

/**
 * The answer of a preview, counted at `asOf`: how many records the edit covers, and how many of
 * them it would change (the others are already so).
 */
export interface BulkEditPreview {
  preview: true
  collection: string
  total: number
  changing: number
  asOf: string
}

/** Where a bulk edit is: running, or how it ended. */
export type BulkEditPhase = 'write' | 'done' | 'cancelled' | 'failed'

/** A record the edit left as it was, and why: changed meanwhile (`editConflict`), invalid, not allowed. */
export interface BulkEditRefusal {
  recordId: string
  /** The field the problem is about, when it is about one. */
  field?: string
  message: string
  problem?: FieldProblemData
}

/**
 * A bulk edit as the server tells it (`POST` answers it started, `GET /api/bulk-edit/{job}` as it
 * goes, `DELETE` cancels): of `total` records, `done` gone through, `changed` written, `unchanged`
 * already so, `refused` left with a reason (the first 1000 in `refusals`). The records written are
 * journal batch `batch`, which `POST /api/undo` reverses, also after a cancel.
 */
export interface BulkEditJob {
  job: string
  batch: string
  collection: string
  phase: BulkEditPhase
  total: number
  done: number
  changed: number
  unchanged: number
  refused: number
  refusals: BulkEditRefusal[]
  asOf: string
}

/** Most refusals a job's state lists; the counts cover them all. */
export const MAX_BULK_REFUSALS = 1000
