import { BadRequest } from '@feathersjs/errors'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { unstorableTexts } from '@tutor-admin/shared'

/** Longest id a call may name: record ids are 26 characters, imported ones at most 64. */
const MAX_ID_LENGTH = 64

const idProblem = (id: unknown): string | undefined => {
  if (id === undefined || id === null || typeof id === 'number') return undefined
  if (typeof id !== 'string') return 'must be a text or a number'
  if (id.length === 0 || id.length > MAX_ID_LENGTH) return `must have 1 to ${MAX_ID_LENGTH} characters`
  return unstorableTexts(id).value
}

/**
 * Every call's id, data and query, before any service reads them (REST and socket alike): an id
 * that is not a short text or a number, and any text no database can keep (NUL, broken UTF-16),
 * answer 400 naming the field.
 */
export const checkInput = async (context: HookContext, next: NextFunction) => {
  const problem = idProblem(context.id)
  if (problem) throw new BadRequest(`The id ${problem}`, { errors: { id: problem } })
  const errors = { ...unstorableTexts(context.data), ...unstorableTexts(context.params.query) }
  const fields = Object.keys(errors)
  if (fields.length)
    throw new BadRequest(`Invalid text: ${fields.map((field) => `${field} ${errors[field]}`).join('; ')}`, {
      errors
    })
  return next()
}
