import type { Application } from '../../declarations'
import { SecurityEventsService, type SecurityEventInput } from './security-events.class'
import type { ClientParams } from '../../auth/strategies'
import { repeatUntilTeardown } from '../../jobs/repeat-until-teardown'

export const SECURITY_EVENTS_PATH = 'securityEvents'

const DAY_MS = 86_400_000

/**
 * Records an event of the security log with the caller's address and user agent. Never fails the
 * call it belongs to: an entry that cannot be written is logged instead.
 */
export const recordSecurityEvent = (
  app: Application,
  event: SecurityEventInput,
  params?: ClientParams
): Promise<void> =>
  (app.service(SECURITY_EVENTS_PATH) as SecurityEventsService)
    ._record({ address: params?.ip, userAgent: params?.userAgent, ...event })
    .catch((error: unknown) =>
      app.get('logger').error({ err: error, kind: event.kind }, 'a security event was not recorded')
    )

/** Registers `/api/securityEvents` (find only, no events) and purges it daily by its retention. */
export const securityEvents = (app: Application) => {
  const service = new SecurityEventsService(app.get('knex'))
  app.use(SECURITY_EVENTS_PATH, service, { methods: ['find'], events: [] })
  const purge = () =>
    service
      ._purge(app.get('config').securityLogRetentionDays)
      .catch((error: unknown) => app.get('logger').error({ err: error }, 'the security log was not purged'))
  repeatUntilTeardown(app, DAY_MS, () => void purge())
  app.hooks({
    setup: [
      async (_context: unknown, next: () => Promise<void>) => {
        await purge()
        await next()
      }
    ]
  })
}
