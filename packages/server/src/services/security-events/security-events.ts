import type { Application } from '../../declarations'
import { SECURITY_EVENTS_PATH } from '../../auth/security-log'
import { SecurityEventsService } from './security-events.class'
import { repeatUntilTeardown } from '../../jobs/repeat-until-teardown'

const DAY_MS = 86_400_000

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
