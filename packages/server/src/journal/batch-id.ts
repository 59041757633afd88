import { BadRequest } from '@feathersjs/errors'
import { BATCH_ID } from '@tutor-admin/shared'

/** What is wrong with a batch id that is not one. */
export const BATCH_ID_PROBLEM = 'must be 8 to 64 letters, digits, _ or -'

/** A batch id a client sends (`$batch` of a bulk delete, `batch` of an undo), or 400 naming the key. */
export const readBatchId = (value: unknown, key: string): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value === 'string' && BATCH_ID.test(value)) return value
  throw new BadRequest(`Invalid ${key}: ${BATCH_ID_PROBLEM}`, { errors: { [key]: BATCH_ID_PROBLEM } })
}
