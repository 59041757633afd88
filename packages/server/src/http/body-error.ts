import { BadRequest } from '@feathersjs/errors'

/**
 * koa-body's failures: its own refusals as they are (413 too large, 415 unknown charset or
 * encoding, 400 bad JSON); anything else, such as a gzip body that is not gzip, is a body that
 * cannot be read: 400.
 */
export const bodyError = (error: Error & { status?: number }) => {
  if (error.status === 413 || error.status === 415) throw error
  throw new BadRequest(`The body cannot be read: ${error.message}`)
}
