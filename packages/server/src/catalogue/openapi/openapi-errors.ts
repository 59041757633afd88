import { ERROR_CODES } from '@tutor-admin/shared'
import { ref, type Json } from './openapi.types'

/** The answers of failures, by status, and what each means here (C21, R-ERR-08). */
const FAILURES: Record<string, [string, string]> = {
  '400': ['BadRequest', 'Bad input: `errors` names each bad field and what is wrong with it'],
  '401': ['NotAuthenticated', 'No token, or one that is unknown, expired or revoked'],
  '403': ['Forbidden', 'The role, or the API token’s lists, do not allow it'],
  '404': ['NotFound', 'No such record'],
  '405': ['MethodNotAllowed', 'The collection turns this method off for everyone'],
  '409': ['Conflict', 'A unique value taken, or the record changed since the version given'],
  '413': ['PayloadTooLarge', 'A file or body over the limit'],
  '415': ['UnsupportedMediaType', 'A file of a type this route does not take'],
  '429': ['TooManyRequests', 'Over the API token’s rate limit: wait `Retry-After` seconds']
}

/** The error schema and one response per failure status. */
export const errorComponents = () => ({
  schemas: {
    Error: {
      type: 'object',
      description: 'Every failure: a Feathers error. `data.code` says why when the class alone does not.',
      properties: {
        name: { type: 'string', examples: ['Forbidden'] },
        message: { type: 'string' },
        code: { type: 'integer', description: 'The HTTP status' },
        className: { type: 'string' },
        errors: {
          type: 'object',
          description: 'Per field, what is wrong with it (400)',
          additionalProperties: { type: 'string' }
        },
        data: {
          type: 'object',
          properties: {
            code: { type: 'string', enum: [...ERROR_CODES] },
            field: { type: 'string' },
            retryAfter: { type: 'integer' },
            reason: { type: 'string' }
          }
        }
      },
      required: ['name', 'message', 'code', 'className']
    }
  } as Record<string, Json>,
  responses: Object.fromEntries(
    Object.entries(FAILURES).map(([, [name, description]]) => [
      name,
      {
        description,
        ...(name === 'TooManyRequests'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: ref('schemas', 'Error') } }
      }
    ])
  ) as Record<string, Json>
})

/** The failure answers of an operation, by status. */
export const failures = (...statuses: Array<keyof typeof FAILURES>): Record<string, Json> =>
  Object.fromEntries(statuses.map((status) => [status, ref('responses', FAILURES[status][0])]))
