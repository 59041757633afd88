import { NotFound } from '@feathersjs/errors'
import { SYSTEM_FIELD_NAMES, type RestoreAnswer, type RestoreTrashRequest } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { TRASH_TABLE } from '../../db/schema/journal-tables'
import { assertCollectionAccess, readableCollections, type JournalCaller } from '../../journal/journal-access'
import { storedRecord, type TrashRow } from '../../journal/trash-record'
import { writeSource } from '../../journal/write-source'
import type { ItemsService } from '../items/items.class'

/**
 * Brings a removed record back from the trash under its own `_id` (docs/journal.md), checked like
 * a create: the caller needs to read and create in the collection, the record is validated against
 * the catalogue as it now is, its references must still exist (400 naming the field) and its
 * unique values be free (409 naming the field). Journaled as `restore`; the entry leaves the trash.
 */
export const restoreTrash = async (
  app: Application,
  request: RestoreTrashRequest,
  caller?: JournalCaller
): Promise<RestoreAnswer> => {
  const catalogue = app.get('catalogue')
  const entry: TrashRow | undefined = await app.get('knex')(TRASH_TABLE).where('_id', request.trash).first()
  if (!entry || !readableCollections(catalogue, caller).includes(entry.collection))
    throw new NotFound(`No removed record ${request.trash} in the trash`)
  const collection = catalogue.collection(entry.collection)
  assertCollectionAccess(caller, collection, 'create')
  const service = app.service(collection.name) as ItemsService
  const [record] = await app.get('knex').transaction(async (trx) => {
    const restored = await service._restore([storedRecord(entry)], writeSource(caller, 'restore'), trx)
    // Restored by someone else meanwhile: this one writes nothing.
    if ((await trx(TRASH_TABLE).where('_id', entry._id).delete()) !== 1)
      throw new NotFound(`No removed record ${request.trash} in the trash`)
    return restored
  })
  app.service(collection.name).emit('created', record)
  const fields = Object.keys(record).filter((key) => !SYSTEM_FIELD_NAMES.has(key) && record[key] !== null)
  return { collection: collection.name, record, fields }
}
