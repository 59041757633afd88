import { BadRequest } from '@feathersjs/errors'
import { errorData, type ValidationFailure } from '@tutor-admin/shared'

/**
 * 400 for a body that does not fit the catalogue (C21): the English message per field in `errors`
 * for API users, and per field the code and limits the console says in its language (`data.fields`).
 */
export const invalidData = (failure: ValidationFailure) =>
  new BadRequest(failure.message, {
    errors: failure.errors,
    ...errorData('invalidData', { fields: failure.fieldProblems() })
  })
