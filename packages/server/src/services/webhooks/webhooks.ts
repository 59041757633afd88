import type { Application } from '../../declarations'
import { repeatUntilTeardown } from '../../jobs/repeat-until-teardown'
import { WebhookDeliveriesService } from './webhook-deliveries.class'
import { WebhookDispatcher } from './webhook-dispatcher'
import { WebhookQueue } from './webhook-queue'
import { WebhooksService } from './webhooks.class'

export const WEBHOOKS_PATH = 'webhooks'
export const DELIVERIES_PATH = 'webhookDeliveries'

const DAY_MS = 86_400_000

/**
 * Registers `/api/webhooks` and `/api/webhookDeliveries` (administrators only, no real-time
 * events) and the delivery machinery: the queue hears every committed write of the journal and
 * the dispatcher delivers what is due, on every server process (docs/integrations.md).
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
  const subscriptions = new WebhooksService(knex, settings, collections, () => queue.invalidate())
  const deliveries = new WebhookDeliveriesService(knex, subscriptions, queue, () => dispatcher.wake())
  app.use(WEBHOOKS_PATH, subscriptions, { methods: ['find', 'get', 'create', 'patch', 'remove'], events: [] })
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
