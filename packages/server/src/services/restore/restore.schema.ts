import { SYSTEM_FIELD_NAMES, type CollectionDef, type RestoreRequest } from '@tutor-admin/shared'
import { invalidFields } from '../../errors/http-errors'
import { isObject } from '../../journal/is-object'

const MAX_ID = 64

const idProblem = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID
    ? undefined
    : `must be an id of 1 to ${MAX_ID} characters`

/**
 * The body of `POST /api/restore`: `{ change, fields?, before? }` for a version, `{ trash }` for a
 * removed record. Anything else answers 400 naming each key.
 */
export const readRestore = (data: unknown): RestoreRequest => {
  if (!isObject(data))
    throw invalidFields('restore', { body: 'must be { change, fields?, before? } or { trash }' })
  const errors: Record<string, string> = {}
  for (const key of Object.keys(data))
    if (!['change', 'fields', 'before', 'trash'].includes(key)) errors[key] = 'is not a setting of a restore'
  const { change, fields, before, trash } = data
  if (trash !== undefined) {
    const problem = idProblem(trash)
    if (problem) errors.trash = problem
    for (const key of ['change', 'fields', 'before'])
      if (data[key] !== undefined) errors[key] = 'does not go with trash'
  } else {
    const problem = change === undefined ? 'is required (or trash)' : idProblem(change)
    if (problem) errors.change = problem
    if (before !== undefined && typeof before !== 'boolean') errors.before = 'must be true or false'
    if (
      fields !== undefined &&
      (!Array.isArray(fields) || fields.length === 0 || fields.some((field) => typeof field !== 'string'))
    )
      errors.fields = 'must be a list of field names'
  }
  if (Object.keys(errors).length) throw invalidFields('restore', errors)
  return trash !== undefined
    ? { trash: trash as string }
    : {
        change: change as string,
        ...(fields ? { fields: [...new Set(fields as string[])] } : {}),
        ...(before ? { before: true } : {})
      }
}

/** The fields a version can give back: the collection's own, except hidden ones (never recorded). */
export const restorableFields = (collection: CollectionDef) =>
  collection.fields
    .filter((field) => !SYSTEM_FIELD_NAMES.has(field.name) && !field.params?.hidden)
    .map((field) => field.name)

/** The fields a restore names, each one that can be restored, or 400 naming the others. */
export const checkFields = (collection: CollectionDef, fields: string[] | undefined): string[] => {
  const restorable = restorableFields(collection)
  if (!fields) return restorable
  const errors: Record<string, string> = {}
  fields.forEach((field, index) => {
    if (!restorable.includes(field))
      errors[`fields.${index}`] = `is not a field of ${collection.name} that can be restored`
  })
  if (Object.keys(errors).length) throw invalidFields('restore', errors)
  return fields
}
