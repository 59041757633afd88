import type { TableAction } from '../permissions/table-rules'

/**
 * The change journal's services, at `/api/{path}` (docs/journal.md): the history of every record,
 * the trash of removed records, restoring a version or a removed record, and undoing a batch.
 */
export const JOURNAL_PATHS = {
  changes: 'changes',
  trash: 'trash',
  restore: 'restore',
  undo: 'undo'
} as const

/**
 * What a write did to a record: `patch` covers nested `$push/$pull/$set`, `update` is a full
 * replace (PUT), `restore` brings back a version or a removed record, `undo` reverses a batch.
 */
export const CHANGE_ACTIONS = ['create', 'patch', 'update', 'remove', 'restore', 'undo'] as const
export type ChangeAction = (typeof CHANGE_ACTIONS)[number]

/**
 * The path a write came by: `console` over the socket the console keeps, `api` over REST (uploads
 * too), `import` from an imported file, `system` from the server itself.
 */
export const CHANGE_VIAS = ['console', 'api', 'import', 'system'] as const
export type ChangeVia = (typeof CHANGE_VIAS)[number]

/**
 * One field's change: its value before and after (`null` for none). A hidden field (a password
 * hash) only says that it changed.
 */
export type FieldChange = { old: unknown; new: unknown } | { hidden: true }

/** The changed fields of one write, by field name; system and unchanged fields are left out. */
export type ChangeDiff = Record<string, FieldChange>

/** One entry of the journal (`GET /api/changes`): one write of one record. */
export interface ChangeRecord {
  _id: string
  collection: string
  recordId: string
  action: ChangeAction
  diff: ChangeDiff
  /** The account that wrote, `null` for the server itself. */
  user: string | null
  /** When, as an ISO string: the record's `modified` of that write. */
  at: string
  via: ChangeVia
  /** The import or bulk delete the write belongs to; `undo` entries carry the batch they reverse. */
  batch: string | null
}

/** A removed record kept in its collection's trash (`GET /api/trash`), hidden fields left out. */
export interface TrashRecord {
  _id: string
  collection: string
  /** The record's own `_id`, which a restore keeps. */
  recordId: string
  /** Its last content, system fields included. */
  record: Record<string, unknown>
  removedBy: string | null
  removedAt: string
  batch: string | null
}

/** The answer of emptying a collection's trash (`DELETE /api/trash?collection=…`). */
export interface TrashEmptied {
  collection: string
  removed: number
}

/**
 * `POST /api/restore` to a version: the record's values right after the change `change` (or, with
 * `before`, right before it), for the fields named (all when left out).
 */
export interface RestoreVersionRequest {
  change: string
  fields?: string[]
  before?: boolean
}

/** `POST /api/restore` from the trash: the removed record comes back under its own `_id`. */
export interface RestoreTrashRequest {
  trash: string
}

export type RestoreRequest = RestoreVersionRequest | RestoreTrashRequest

/** The answer of a restore: the record as it now is and the fields that changed (none: nothing was written). */
export interface RestoreAnswer {
  collection: string
  record: Record<string, unknown>
  fields: string[]
}

/** `POST /api/undo`: reverses a whole import or bulk delete; `force` skips the rows changed since. */
export interface UndoRequest {
  batch: string
  force?: boolean
}

/** A row of a batch that changed after it: the latest change since, which an undo would lose. */
export interface UndoConflict {
  recordId: string
  /** The later change (its `_id`), or `null` when the record left the trash some other way. */
  change: string | null
  action: ChangeAction | null
  user: string | null
  at: string | null
}

/** The answer of an undo: how many rows were set back, and those skipped because they changed since. */
export interface UndoAnswer {
  batch: string
  collection: string
  undone: number
  skipped: UndoConflict[]
}

/** A batch id: one the server gave (an import's report) or one a client made for a bulk delete. */
export const BATCH_ID = /^[A-Za-z0-9_-]{8,64}$/

/** The table action each journal write needs on the collection, besides reading it. */
export const RESTORE_ACTIONS: Record<'version' | 'trash' | 'undoImport' | 'undoRemove', TableAction> = {
  version: 'patch',
  trash: 'create',
  undoImport: 'import',
  undoRemove: 'create'
}
