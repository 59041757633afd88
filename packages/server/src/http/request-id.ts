import crypto from 'node:crypto'
import type { Context, Next } from 'koa'
import { withRequestContext } from '../logging/request-context'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** An id a load balancer or client already gave the request: short, and of characters safe in a log. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Names each request: the `X-Request-Id` it came with when well formed (so that the load balancer's
 * logs and ours meet), else a new UUID. The answer sends it back in `X-Request-Id`, and every log
 * line written while answering carries it as `requestId`.
 */
export const requestId = () => async (ctx: Context, next: Next) => {
  const given = ctx.get(REQUEST_ID_HEADER)
  const id = GIVEN_ID.test(given) ? given : crypto.randomUUID()
  ctx.state.requestId = id
  ctx.set(REQUEST_ID_HEADER, id)
  return withRequestContext({ requestId: id }, next)
}
