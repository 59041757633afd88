import { BadRequest } from '@feathersjs/errors'
import { BATCH_ID } from '@tutor-admin/shared'

/** A batch id a client sends (`$batch` of a bulk delete, `batch` of an undo), or 400 naming the key. */
export const readBatchId = (value: unknown, key: string): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value === 'string' && BATCH_ID.test(value)) return value
  const problem = 'must be 8 to 64 letters, digits, _ or -'
  throw new BadRequest(`Invalid ${key}: ${problem}`, { errors: { [key]: problem } })
}
