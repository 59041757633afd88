import type { Params } from '@feathersjs/feathers'
import { JOURNAL_PATHS, type RestoreAnswer } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { asHttpError } from '../items/items-errors'
import type { JournalCaller } from '../../journal/journal-access'
import { restoreTrash } from './restore-trash'
import { restoreVersion } from './restore-version'
import { readRestore } from './restore.schema'

/**
 * Registers `POST /api/restore` (docs/journal.md): `{ change, fields?, before? }` sets a record
 * back to a version, `{ trash }` brings a removed record back. Either is a write of the record's
 * collection, checked and journaled like any other, and announced on that collection's service.
 */
export const restore = (app: Application) => {
  app.use(
    JOURNAL_PATHS.restore,
    {
      async create(data: unknown, params?: Params & JournalCaller): Promise<RestoreAnswer> {
        const request = readRestore(data)
        try {
          return 'trash' in request
            ? await restoreTrash(app, request, params)
            : await restoreVersion(app, request, params)
        } catch (error) {
          throw asHttpError(error, app.get('dialect'))
        }
      }
    },
    { methods: ['create'], events: [] }
  )
}
