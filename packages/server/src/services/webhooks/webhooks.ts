import type { Application } from '../../declarations'
import { noStandardEvent } from '../../hooks/no-standard-event'
import { repeatUntilTeardown } from '../../jobs/repeat-until-teardown'
import { WebhookDeliveriesService } from './webhook-deliveries.class'
import { WebhookDispatcher } from './webhook-dispatcher'
import { WebhookQueue } from './webhook-queue'
import { WebhooksService } from './webhooks.class'

export const WEBHOOKS_PATH = 'webhooks'
export const DELIVERIES_PATH = 'webhookDeliveries'

const DAY_MS = 86_400_000
/** The subscriptions' one event: that they changed, and nothing of them (their secrets stay here). */
const SUBSCRIPTIONS_CHANGED = 'changed'

/**
 * Registers `/api/webhooks` and `/api/webhookDeliveries` (administrators only, no real-time
 * events to sockets) and the delivery machinery: the queue hears every committed write of the
 * journal and the dispatcher delivers what is due, on every server process (docs/integrations.md).
 */
export const webhooks = (app: Application) => {
  const knex = app.get('knex')
  const logger = app.get('logger')
  const settings = app.get('config').webhooks
  const dispatcher = new WebhookDispatcher(knex, settings, logger)
  const queue = new WebhookQueue(
    knex,
    () => dispatcher.wake(),
    (error) => logger.error({ err: error }, 'webhook deliveries not queued')
  )
  const collections = new Set(
    app
      .get('catalogue')
      .collections.filter((collection) => collection.table !== false)
      .map((collection) => collection.name)
  )
  const subscriptions = new WebhooksService(knex, settings, collections, () =>
    app.service(WEBHOOKS_PATH).emit(SUBSCRIPTIONS_CHANGED, {})
  )
  const deliveries = new WebhookDeliveriesService(knex, subscriptions, queue, () => dispatcher.wake())
  app.use(WEBHOOKS_PATH, subscriptions, {
    methods: ['find', 'get', 'create', 'patch', 'remove'],
    events: [SUBSCRIPTIONS_CHANGED]
  })
  app.service(WEBHOOKS_PATH).hooks({ around: { all: [noStandardEvent] } })
  // A change here or on another process (cluster/cross-process-events.ts): the queue reads the
  // subscriptions again before it queues the next write, rather than up to a second later.
  app.service(WEBHOOKS_PATH).on(SUBSCRIPTIONS_CHANGED, () => queue.invalidate())
  app.use(DELIVERIES_PATH, deliveries, { methods: ['find', 'get', 'create', 'patch'], events: [] })
  const stopHearing = app.get('journal')?.onCommitted(queue.hear)
  const purge = () =>
    deliveries
      ._purge(settings.logDays)
      .catch((error: unknown) => logger.error({ err: error }, 'the webhook delivery log was not purged'))
  repeatUntilTeardown(app, DAY_MS, () => void purge())
  app.hooks({
    setup: [
      async (_context: unknown, next: () => Promise<void>) => {
        await next()
        dispatcher.start()
        void purge()
      }
    ],
    teardown: [
      async (_context: unknown, next: () => Promise<void>) => {
        stopHearing?.()
        await queue.settled().catch(() => {})
        await dispatcher.stop()
        await next()
      }
    ]
  })
}
