import type { Context, Next } from 'koa'
import type { Application } from '../declarations'
import type { Metrics } from './metrics'
import { routeLabeller } from './route-label'

/** An import (`POST /api/import/{collection}`) or an export (`GET /api/export/{collection}`), else undefined. */
const transferKind = (method: string, path: string) => {
  if (method === 'POST' && path.startsWith('/api/import/')) return 'import'
  if (method === 'GET' && path.startsWith('/api/export/')) return 'export'
  return undefined
}

/**
 * Counts and times every HTTP request by method, route pattern and status, once its answer is
 * written to the end (an export streams long after the middleware has returned) or cut off; and
 * imports and exports under way and finished. Goes before the error handler, so that it sees the
 * status a failure was answered with.
 */
export const requestMetrics = (app: Application, metrics: Metrics) => {
  const label = routeLabeller(app)
  for (const kind of ['import', 'export']) metrics.transfersRunning.set({ kind }, 0)
  return async (ctx: Context, next: Next) => {
    // Read before the API prefix is taken off the path.
    const path = ctx.path
    const method = ctx.method
    const kind = transferKind(method, path)
    const started = process.hrtime.bigint()
    if (kind) metrics.transfersRunning.inc({ kind })
    let counted = false
    const count = () => {
      if (counted) return
      counted = true
      const status = String(ctx.res.statusCode)
      const labels = { method, route: label(path, ctx.res.statusCode, ctx.lookup), status }
      metrics.requests.inc(labels)
      metrics.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
      if (kind) {
        metrics.transfersRunning.dec({ kind })
        metrics.transfers.inc({ kind, status })
      }
    }
    try {
      await next()
    } finally {
      if (ctx.res.writableFinished || ctx.res.destroyed) count()
      else ctx.res.once('close', count)
    }
  }
}
