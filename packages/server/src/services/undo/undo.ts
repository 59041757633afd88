import type { Params } from '@feathersjs/feathers'
import { BATCH_ID, JOURNAL_PATHS, type UndoAnswer, type UndoRequest } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { invalidFields } from '../../errors/http-errors'
import { BATCH_ID_PROBLEM } from '../../journal/batch-id'
import type { JournalCaller } from '../../journal/journal-access'
import { asHttpError } from '../items/items-errors'
import { undoBatch } from './undo-batch'
import { isObject } from '../../journal/is-object'

/** The body of an undo, `{ batch, force? }`, or 400 naming each bad key. */
const readUndo = (data: unknown): UndoRequest => {
  if (!isObject(data)) throw invalidFields('undo', { body: 'must be { batch, force? }' })
  const errors: Record<string, string> = {}
  for (const key of Object.keys(data))
    if (key !== 'batch' && key !== 'force') errors[key] = 'is not a setting of an undo'
  if (data.batch === undefined) errors.batch = 'is required'
  else if (typeof data.batch !== 'string' || !BATCH_ID.test(data.batch)) errors.batch = BATCH_ID_PROBLEM
  if (data.force !== undefined && typeof data.force !== 'boolean') errors.force = 'must be true or false'
  if (Object.keys(errors).length) throw invalidFields('undo', errors)
  return { batch: data.batch as string, force: data.force === true }
}

/**
 * Registers `POST /api/undo` `{ batch, force? }` (docs/journal.md): reverses an import (its report's
 * `batch`) or a bulk delete (its `$batch`) in one transaction; answered on the collection's service
 * with an event per record.
 */
export const undo = (app: Application) => {
  app.use(
    JOURNAL_PATHS.undo,
    {
      async create(data: unknown, params?: Params & JournalCaller): Promise<UndoAnswer> {
        const request = readUndo(data)
        try {
          return await undoBatch(app, request, params)
        } catch (error) {
          throw asHttpError(error, app.get('dialect'))
        }
      }
    },
    { methods: ['create'], events: [] }
  )
}
