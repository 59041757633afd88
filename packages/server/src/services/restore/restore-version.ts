import { isDeepStrictEqual } from 'node:util'
import { BadRequest, Conflict, NotFound } from '@feathersjs/errors'
import {
  errorData,
  validateRecord,
  type ChangeRecord,
  type RestoreAnswer,
  type RestoreVersionRequest
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Application } from '../../declarations'
import { CHANGES_TABLE } from '../../db/schema/journal-tables'
import { toChange, type ChangeRow } from '../../journal/change-record'
import { assertCollectionAccess, readableCollections, type JournalCaller } from '../../journal/journal-access'
import { valuesAt } from '../../journal/version-values'
import { writeSource } from '../../journal/write-source'
import type { ItemsService } from '../items/items.class'
import { checkFields } from './restore.schema'

const stored = (value: unknown) => (value === undefined ? null : value)

/** The changes of one record after a change, oldest first. */
const changesAfter = async (trx: Knex, change: ChangeRecord) =>
  (
    (await trx(CHANGES_TABLE)
      .where({ collection: change.collection, recordId: change.recordId })
      .andWhere('_id', '>', change._id)
      .orderBy('_id', 'asc')) as ChangeRow[]
  ).map(toChange)

/**
 * Sets a record's fields (all, or those named) back to a version (docs/journal.md). The restore is
 * a write like any other, in one transaction: the caller needs to read and patch the collection,
 * the values are validated, references and unique values checked, and it is journaled as `restore`.
 * Fields already at the version's value are left alone; when none differs, nothing is written.
 */
export const restoreVersion = async (
  app: Application,
  request: RestoreVersionRequest,
  caller?: JournalCaller
): Promise<RestoreAnswer> => {
  const catalogue = app.get('catalogue')
  const row: ChangeRow | undefined = await app.get('knex')(CHANGES_TABLE).where('_id', request.change).first()
  if (!row || !readableCollections(catalogue, caller).includes(row.collection))
    throw new NotFound(`No change ${request.change}`)
  const change = toChange(row)
  const collection = catalogue.collection(change.collection)
  assertCollectionAccess(caller, collection, 'patch')
  const fields = checkFields(collection, request.fields)
  if (change.action === 'remove' && !request.before)
    throw new BadRequest('A removal is not a version: restore the record from the trash', {
      errors: { change: 'is a removal' }
    })
  if (change.action === 'create' && request.before)
    throw new BadRequest('A record has no version before its creation', {
      errors: { before: 'the change created the record' }
    })
  const service = app.service(collection.name) as ItemsService
  const result = await app.get('knex').transaction(async (trx) => {
    const current = await service._get(change.recordId, undefined, trx, true).catch((error: unknown) => {
      if (!(error instanceof NotFound)) throw error
      throw new Conflict(
        'The record was removed: restore it from the trash first',
        errorData('recordRemoved')
      )
    })
    const values = valuesAt(change, await changesAfter(trx, change), current, fields, Boolean(request.before))
    const differing = Object.fromEntries(
      Object.entries(values).filter(
        ([field, value]) => !isDeepStrictEqual(stored(value), stored(current[field]))
      )
    )
    if (Object.keys(differing).length === 0) return { record: current, fields: [], written: false }
    const changes = validateRecord(collection.fields, differing, 'patch', catalogue.enums)
    const source = writeSource(caller, 'restore')
    const record = await service._patch(change.recordId, changes, source, trx, current)
    return { record, fields: Object.keys(changes), written: true }
  })
  if (result.written) app.service(collection.name).emit('patched', result.record)
  // Read again when nothing was written: the record as read for the write holds its hidden fields.
  const record = result.written ? result.record : await service._get(change.recordId)
  return { collection: collection.name, record, fields: result.fields }
}
