import crypto from 'node:crypto'
import { NotAuthenticated, NotFound } from '@feathersjs/errors'
import type { Context, Next } from 'koa'
import type { Registry } from 'prom-client'

export const METRICS_PATH = '/api/metrics'

const digest = (text: string) => crypto.createHash('sha256').update(text).digest()

/**
 * `GET /api/metrics` in Prometheus' text format, for a scraper holding `METRICS_TOKEN` as a bearer
 * token (compared in constant time). Without the setting the path does not exist (404), so that a
 * deployment shows nothing it did not choose to.
 */
export const metricsEndpoint = (token: string | undefined, register: Registry | undefined) => {
  const expected = token ? digest(token) : undefined
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== METRICS_PATH) return next()
    if (!expected || !register) throw new NotFound(`Path ${ctx.path} not found`)
    const [scheme, given] = ctx.get('Authorization').split(' ')
    // Digests of equal length: neither the token's length nor its first wrong byte shows in the timing.
    if (scheme?.toLowerCase() !== 'bearer' || !crypto.timingSafeEqual(digest(given ?? ''), expected)) {
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"')
      throw new NotAuthenticated('The metrics need the bearer token set in METRICS_TOKEN')
    }
    ctx.set('Cache-Control', 'no-store')
    ctx.type = register.contentType
    ctx.body = await register.metrics()
  }
}
