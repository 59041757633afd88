import type { HookContext, RealTimeConnection } from '@feathersjs/feathers'
import type { Application } from '../declarations'
import type { Metrics } from './metrics'

/** The failures of `POST /api/authentication` counted, by the code they were answered with. */
const REASONS: Record<number, string> = { 401: 'invalid', 429: 'throttled' }

/**
 * Counts what the services do beyond HTTP: the events sent to real-time connections, and failed
 * sign-ins by strategy (only the registered strategies' names: a client's made-up one counts as
 * `other`). Wired once the services and the authentication are registered.
 */
export const serviceMetrics = (metrics: Metrics) => (app: Application) => {
  app.on('publish', (event: string, channel: { connections: RealTimeConnection[] }, context: HookContext) => {
    metrics.eventsSent.inc({ service: context.path, event }, channel.connections.length)
  })
  const authentication = app.service('authentication')
  const strategies = new Set<string>(
    (authentication as unknown as { strategyNames: string[] }).strategyNames ?? []
  )
  authentication.hooks({
    error: {
      create: [
        (context: HookContext) => {
          const reason = REASONS[(context.error as { code?: number } | undefined)?.code ?? 0]
          if (!reason) return
          const strategy = (context.data as { strategy?: unknown } | undefined)?.strategy
          const known = typeof strategy === 'string' && strategies.has(strategy)
          metrics.signInFailures.inc({ strategy: known ? strategy : 'other', reason })
        }
      ]
    }
  })
}
