import { BadRequest, FeathersError, GeneralError, NotFound } from '@feathersjs/errors'
import { PayloadTooLarge, UnsupportedMediaType } from '../errors/http-errors'
import type { Context, Next } from 'koa'
import type { Dialect } from '../db/dialects'
import type { Logger } from '../logging/logger'

const BY_STATUS: Record<number, new (message: string) => FeathersError> = {
  400: BadRequest,
  413: PayloadTooLarge,
  415: UnsupportedMediaType
}

/**
 * Answers every failure as Feathers JSON `{ name, message, code, className, errors }` (C21).
 * Unexpected errors are logged and answered without details outside development.
 */
export const errorHandler =
  (logger: Logger, development: boolean, dialect: Dialect) => async (ctx: Context, next: Next) => {
    try {
      await next()
      if (ctx.body === undefined && ctx.status === 404) throw new NotFound(`Path ${ctx.path} not found`)
    } catch (caught) {
      const error = caught as Error & { status?: number; expose?: boolean }
      let answer: FeathersError
      if (error instanceof FeathersError) answer = error
      else if (dialect.isRefusedValue(error))
        answer = new BadRequest('The database refused a value of this call')
      else if (error.status && BY_STATUS[error.status]) answer = new BY_STATUS[error.status](error.message)
      else {
        logger.error({ err: error, path: ctx.path }, 'unexpected error')
        answer = new GeneralError(development ? error.message : 'Internal server error')
      }
      ctx.status = answer.code
      ctx.body = answer.toJSON()
      // A refusal that says when to come back (429 of an API token's limit, of sign-in) says it in the header too.
      const retryAfter = (answer.data as { retryAfter?: unknown } | undefined)?.retryAfter
      if (answer.code === 429 && typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter))
    }
  }

/**
 * A client that went away before the whole answer was written (a page left mid-download), or
 * whose request Node's HTTP parser could not read (`HPE_*`): the client's doing, not a fault.
 */
const isClientFault = (error: Error & { code?: string }) =>
  ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(error.code ?? '') ||
  error.code?.startsWith('HPE_')

/**
 * Koa's `error` event: failures once an answer has started, such as a file stream cut short.
 * Logged as JSON like everything else (Koa would print them raw), hang-ups only at debug level.
 */
export const logAnswerError = (logger: Logger) => (error: Error & { code?: string }, ctx?: Context) => {
  // Koa reports these after the request's own middleware: its id comes from the context.
  const requestId = ctx?.state?.requestId as string | undefined
  if (isClientFault(error))
    logger.debug({ path: ctx?.path, code: error.code, requestId }, 'client left or sent a malformed request')
  else logger.error({ err: error, path: ctx?.path, requestId }, 'answer failed')
}
