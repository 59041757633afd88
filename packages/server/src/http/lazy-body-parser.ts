import type { Context, Middleware, Next } from 'koa'
import type { koaBody } from 'koa-body'

/** The methods koa-body reads a body of by default. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/**
 * koa-body (the body parser `@feathersjs/koa` offers), loaded with the first request that has a
 * body to read: it brings zod, and the two together are some 50 ms of every start on Node 24.
 * Requests of other methods pass through, as koa-body lets them.
 */
export const lazyBodyParser = (options: Parameters<typeof koaBody>[0]): Middleware => {
  let parser: Promise<Middleware> | undefined
  return async (ctx: Context, next: Next) => {
    if (!PARSED_METHODS.has(ctx.method.toUpperCase())) return next()
    parser ??= import('koa-body').then((loaded) => loaded.koaBody(options) as unknown as Middleware)
    return (await parser)(ctx, next)
  }
}
