import { BadRequest, FeathersError, GeneralError, NotFound } from '@feathersjs/errors'
import { PayloadTooLarge, UnsupportedMediaType } from '../errors'
import type { Context, Next } from 'koa'
import type { Logger } from '../logger'

const BY_STATUS: Record<number, new (message: string) => FeathersError> = {
  400: BadRequest,
  413: PayloadTooLarge,
  415: UnsupportedMediaType
}

/**
 * Answers every failure as Feathers JSON `{ name, message, code, className, errors }` (C21).
 * Unexpected errors are logged and answered without details outside development.
 */
export const errorHandler = (logger: Logger, development: boolean) => async (ctx: Context, next: Next) => {
  try {
    await next()
    if (ctx.body === undefined && ctx.status === 404) throw new NotFound(`Path ${ctx.path} not found`)
  } catch (caught) {
    const error = caught as Error & { status?: number; expose?: boolean }
    let answer: FeathersError
    if (error instanceof FeathersError) answer = error
    else if (error.status && BY_STATUS[error.status]) answer = new BY_STATUS[error.status](error.message)
    else {
      logger.error({ err: error, path: ctx.path }, 'unexpected error')
      answer = new GeneralError(development ? error.message : 'Internal server error')
    }
    ctx.status = answer.code
    ctx.body = answer.toJSON()
  }
}

/** A client that went away before the whole answer was written (a page left mid-download). */
const isHangUp = (error: Error & { code?: string }) =>
  ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(error.code ?? '')

/**
 * Koa's `error` event: failures once an answer has started, such as a file stream cut short.
 * Logged as JSON like everything else (Koa would print them raw), hang-ups only at debug level.
 */
export const logAnswerError = (logger: Logger) => (error: Error & { code?: string }, ctx?: Context) => {
  if (isHangUp(error))
    logger.debug({ path: ctx?.path, code: error.code }, 'client left before the answer ended')
  else logger.error({ err: error, path: ctx?.path }, 'answer failed')
}
