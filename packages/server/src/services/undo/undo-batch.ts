import { Conflict, NotFound } from '@feathersjs/errors'
import {
  errorData,
  validateRecord,
  type ChangeRecord,
  type CollectionDef,
  type UndoAnswer,
  type UndoConflict,
  type UndoRequest
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Application } from '../../declarations'
import type { Dialect } from '../../db/dialects'
import { fromRow } from '../../db/row-codec'
import { CHANGES_TABLE, TRASH_TABLE } from '../../db/schema/journal-tables'
import { toChange, type ChangeRow } from '../../journal/change-record'
import { assertCollectionAccess, readableCollections, type JournalCaller } from '../../journal/journal-access'
import { storedRecord, type TrashRow } from '../../journal/trash-record'
import { writeSource, type WriteSource } from '../../journal/write-source'
import { ItemsService } from '../items/items.class'
import { changedSince } from './changed-since'

type Row = Record<string, unknown>
type ServiceEvent = ['created' | 'patched' | 'removed', Row]

const CHUNK = 500

/** The records of these ids as stored, hidden fields too, by id. */
const currentRecords = async (trx: Knex, dialect: Dialect, service: ItemsService, ids: string[]) => {
  const found = new Map<string, Row>()
  for (let start = 0; start < ids.length; start += CHUNK)
    for (const row of await trx(service.model.table).whereIn('_id', ids.slice(start, start + CHUNK)))
      found.set(String(row._id), fromRow(dialect, service.model, row, true))
  return found
}

/** The values a change replaced, for the fields whose values it recorded. */
const oldValues = (change: ChangeRecord): Row =>
  Object.fromEntries(
    Object.entries(change.diff).flatMap(([field, entry]) => ('old' in entry ? [[field, entry.old]] : []))
  )

/** Reverses the last change of each record of a batch, in the caller's transaction; answers the events to send. */
const reverse = async (
  app: Application,
  trx: Knex,
  collection: CollectionDef,
  changes: ChangeRecord[],
  trash: Map<string, TrashRow>,
  source: WriteSource
): Promise<ServiceEvent[]> => {
  const catalogue: Catalogue = app.get('catalogue')
  const service = app.service(collection.name) as ItemsService
  const events: ServiceEvent[] = []
  const removed = changes.filter((change) => change.action === 'remove')
  if (removed.length) {
    const records = removed.map((change) => storedRecord(trash.get(change.recordId)!))
    for (const record of await service._restore(records, source, trx)) events.push(['created', record])
    const entries = removed.map((change) => trash.get(change.recordId)!._id)
    for (let start = 0; start < entries.length; start += CHUNK)
      await trx(TRASH_TABLE)
        .whereIn('_id', entries.slice(start, start + CHUNK))
        .delete()
  }
  const written = changes.filter((change) => change.action !== 'remove')
  const ids = written.map((change) => change.recordId)
  const current = await currentRecords(trx, app.get('dialect'), service, ids)
  const created = written.filter((change) => change.action === 'create')
  if (created.length) {
    const records = created.map((change) => current.get(change.recordId)!)
    for (const record of await service._removeRecords(records, source, trx)) events.push(['removed', record])
  }
  const patches = written
    .filter((candidate) => candidate.action !== 'create')
    .map((change) => ({
      id: change.recordId,
      changes: validateRecord(collection.fields, oldValues(change), 'patch', catalogue.enums),
      current: current.get(change.recordId)!
    }))
  // Set back together, a chunk at a time (a bulk edit of 50,000 records), unless the service
  // checks each record's write itself (staff accounts).
  const ownRules = service._patch !== ItemsService.prototype._patch
  for (let start = 0; start < patches.length; start += ownRules ? 1 : CHUNK) {
    const chunk = patches.slice(start, start + (ownRules ? 1 : CHUNK))
    const records = ownRules
      ? [await service._patch(chunk[0].id, chunk[0].changes, source, trx, chunk[0].current)]
      : await service._patchMany(chunk, source, trx)
    for (const record of records) events.push(['patched', record])
  }
  return events
}

/** The removed records of a batch still in the trash, by record id. */
const trashOf = async (trx: Knex, collection: string, batch: string) => {
  const rows: TrashRow[] = await trx(TRASH_TABLE).where({ collection, batch })
  return new Map(rows.map((row) => [row.recordId, row]))
}

/**
 * Reverses a whole import, bulk delete or bulk edit in one transaction (docs/journal.md): created records are
 * removed (into the trash), updated ones set back, removed ones restored. A record written again
 * since the batch would lose that change: unless `force`, the undo is refused (409 listing them);
 * with `force` the others are undone and those are skipped. Journaled as `undo` with the batch id.
 */
export const undoBatch = async (
  app: Application,
  request: UndoRequest,
  caller?: JournalCaller
): Promise<UndoAnswer> => {
  const catalogue = app.get('catalogue')
  const readable = readableCollections(catalogue, caller)
  const rows: ChangeRow[] = await app
    .get('knex')(CHANGES_TABLE)
    .where('batch', request.batch)
    .orderBy('_id', 'asc')
  const changes = rows.map(toChange).filter((change) => readable.includes(change.collection))
  if (changes.length === 0) throw new NotFound(`No batch ${request.batch}`)
  if (changes.some((change) => change.action === 'undo'))
    throw new Conflict('This batch was undone already', errorData('alreadyUndone'))
  // A batch is one import or one bulk delete: of one collection.
  const collection = catalogue.collection(changes[0].collection)
  const removal = changes.every((change) => change.action === 'remove')
  // A bulk edit only patched, and not from a file: undoing it needs the right to patch.
  const edit = changes.every((change) => change.action === 'patch' && change.via !== 'import')
  assertCollectionAccess(caller, collection, removal ? 'create' : edit ? 'patch' : 'import')
  const last = new Map(changes.map((change) => [change.recordId, change]))
  const source = { ...writeSource(caller, 'undo'), batch: request.batch }
  const outcome = await app.get('knex').transaction(async (trx) => {
    const trash = await trashOf(trx, collection.name, request.batch)
    const conflicts: UndoConflict[] = await changedSince(trx, collection.name, last)
    const known = new Set(conflicts.map((conflict) => conflict.recordId))
    // A removed record that left the trash without a change (emptied, or past its retention) cannot come back.
    for (const change of last.values())
      if (change.action === 'remove' && !trash.has(change.recordId) && !known.has(change.recordId))
        conflicts.push({ recordId: change.recordId, change: null, action: null, user: null, at: null })
    if (conflicts.length && !request.force)
      throw new Conflict(
        `${conflicts.length} of the batch's records changed since: undo the others with force`,
        {
          rows: conflicts,
          ...errorData('changedSince', { count: conflicts.length })
        }
      )
    const skipped = new Set(conflicts.map((conflict) => conflict.recordId))
    const todo = [...last.values()].filter((change) => !skipped.has(change.recordId))
    const events = await reverse(app, trx, collection, todo, trash, source)
    return { conflicts, undone: todo.length, events }
  })
  const service = app.service(collection.name)
  for (const [event, record] of outcome.events) service.emit(event, record)
  return {
    batch: request.batch,
    collection: collection.name,
    undone: outcome.undone,
    skipped: outcome.conflicts
  }
}
