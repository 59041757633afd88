import { Conflict } from '@feathersjs/errors'
import { errorData, ValidationFailure } from '@tutor-admin/shared'
import type { Dialect } from '../../db/dialects'
import { invalidData } from '../../errors/invalid-data'

/** Turns validation problems and unique violations into Feathers errors. */
export const asHttpError = (error: unknown, dialect: Dialect): unknown => {
  if (error instanceof ValidationFailure) return invalidData(error)
  if (dialect.isUniqueViolation(error))
    return new Conflict('A record with this value already exists', errorData('duplicate'))
  return error
}

/** 409 naming the field whose value another record (or another record of the call) has. */
export const duplicate = (message: string, field: string) =>
  new Conflict(message, {
    errors: { [field]: 'is already in use' },
    ...errorData('duplicate', { field, fields: { [field]: { code: 'duplicate' } } })
  })

/** 409: the record changed since the version the write was based on; the console merges with `current`. */
export const editConflict = (current: Record<string, unknown>) =>
  new Conflict('The record was changed by someone else since it was read', {
    ...errorData('editConflict'),
    current
  })
