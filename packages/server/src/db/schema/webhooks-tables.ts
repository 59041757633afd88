import type { SchemaState } from './schema-state'

/** The webhook subscriptions (`/api/webhooks`), and which process delivers each one's events now. */
export const WEBHOOKS_TABLE = 'webhook_subscriptions'
/** The delivery queue and its log (`/api/webhookDeliveries`): one row per event per subscription. */
export const DELIVERIES_TABLE = 'webhook_deliveries'

/**
 * Creates the webhook tables when missing; never dropped. Times are ISO text (they sort the same on
 * both engines), lists JSON text. A subscription's lease (`leaseOwner`, `leaseUntil`) lets one
 * server process at a time deliver its events, in order. The queue is read by subscription in
 * `_id` order (time-ordered ids) and, for the due ones, by status and time.
 */
export const syncWebhooksTables = async (schema: SchemaState) => {
  await schema.createTable(WEBHOOKS_TABLE, (table) => {
    table.string('_id', 64).primary()
    table.text('url').notNullable()
    table.text('description').notNullable()
    table.text('events').notNullable()
    table.string('secret', 128).notNullable()
    table.integer('active').notNullable()
    table.string('created', 32).notNullable()
    table.string('createdBy', 64).nullable()
    table.string('modified', 32).notNullable()
    table.string('leaseOwner', 64).nullable()
    table.string('leaseUntil', 32).nullable()
  })
  await schema.createTable(DELIVERIES_TABLE, (table) => {
    table.string('_id', 64).primary()
    table.string('subscription', 64).notNullable()
    table.string('event', 255).notNullable()
    table.string('recordId', 64).nullable()
    table.text('payload').notNullable()
    table.string('status', 16).notNullable()
    table.integer('attempts').notNullable()
    table.string('created', 32).notNullable()
    table.string('nextAt', 32).nullable()
    table.string('lastAt', 32).nullable()
    table.integer('lastCode').nullable()
    table.integer('lastMs').nullable()
    table.text('lastError').nullable()
    table.text('log').notNullable()
    table.index(['subscription', 'status', '_id'])
    table.index(['status', 'nextAt'])
    table.index(['created'])
  })
}
