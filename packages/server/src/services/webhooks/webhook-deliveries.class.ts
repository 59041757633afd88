import { NotFound } from '@feathersjs/errors'
import type { Id } from '@feathersjs/feathers'
import type { Paginated } from '@tutor-admin/shared'
import { TEST_EVENT, type WebhookDelivery } from '@tutor-admin/shared/webhooks/webhook-events'
import type { Knex } from 'knex'
import { DELIVERIES_TABLE } from '../../db/schema/webhooks-tables'
import { assertAdmin } from './admin-only'
import { pageOf, readPage } from './read-page'
import type { WebhookQueue } from './webhook-queue'
import { DELIVERY_COLUMNS, toDelivery, type DeliveryRow } from './webhook-rows'
import type { WebhooksParams, WebhooksService } from './webhooks.class'
import { invalidInput } from './webhooks.schema'

const DAY_MS = 86_400_000

const onlyKey = (data: unknown, key: string) =>
  Boolean(data) &&
  typeof data === 'object' &&
  !Array.isArray(data) &&
  Object.keys(data as object).join() === key

/**
 * `/api/webhookDeliveries`, the delivery log, for administrators only: newest first, by
 * subscription and status. `POST { subscription }` sends that subscription a test event;
 * `PATCH /:id { retry: true }` tries a delivery again now (a failed one that fails again stays
 * failed).
 */
export class WebhookDeliveriesService {
  constructor(
    private readonly knex: Knex,
    private readonly subscriptions: WebhooksService,
    private readonly queue: WebhookQueue,
    private readonly wake: () => void
  ) {}

  async find(params?: WebhooksParams): Promise<Paginated<WebhookDelivery>> {
    assertAdmin(params)
    const page = readPage(params?.query, ['subscription', 'status'])
    const filtered = this.knex(DELIVERIES_TABLE).where(page.where)
    const [rows, [{ total }]] = await Promise.all([
      filtered.clone().select(DELIVERY_COLUMNS).orderBy('_id', 'desc').limit(page.limit).offset(page.skip),
      filtered.clone().count({ total: '*' })
    ])
    return pageOf(rows.map(toDelivery), Number(total), page)
  }

  async get(id: Id, params?: WebhooksParams): Promise<WebhookDelivery> {
    assertAdmin(params)
    return toDelivery(await this.row(id))
  }

  private async row(id: Id): Promise<DeliveryRow> {
    const row: DeliveryRow | undefined = await this.knex(DELIVERIES_TABLE).where('_id', String(id)).first()
    if (!row) throw new NotFound(`No webhook delivery ${id}`)
    return row
  }

  /** Sends a subscription a test event (`webhook.test`), queued behind its other deliveries. */
  async create(data: unknown, params?: WebhooksParams): Promise<WebhookDelivery> {
    assertAdmin(params)
    const subscription = (data as { subscription?: unknown } | null)?.subscription
    if (!onlyKey(data, 'subscription') || typeof subscription !== 'string')
      throw invalidInput('Send { subscription } to send it a test event', {
        subscription: { message: 'is required', problem: { code: 'required' } }
      })
    const target = await this.subscriptions._row(subscription)
    const row = await this.queue.add(target._id, {
      event: TEST_EVENT,
      collection: null,
      recordId: null,
      action: null,
      changedFields: [],
      who: { user: typeof params?.user?._id === 'string' ? params.user._id : null, via: 'console' },
      at: new Date().toISOString(),
      batch: null
    })
    return toDelivery(row)
  }

  /** Makes a delivery due now: one more try of a failed or waiting delivery, or a delivered one sent again. */
  async patch(id: Id | null, data: unknown, params?: WebhooksParams): Promise<WebhookDelivery> {
    assertAdmin(params)
    if (!onlyKey(data, 'retry') || (data as { retry: unknown }).retry !== true)
      throw invalidInput('Send { retry: true } to try the delivery again', {
        retry: { message: 'must be true', problem: { code: 'required' } }
      })
    const current = await this.row(id ?? '')
    const now = new Date().toISOString()
    await this.knex(DELIVERIES_TABLE).where('_id', current._id).update({ status: 'pending', nextAt: now })
    this.wake()
    return toDelivery({ ...current, status: 'pending', nextAt: now })
  }

  /** Forgets finished deliveries older than `days` (0 keeps all). */
  async _purge(days: number, now = Date.now()): Promise<number> {
    if (!days) return 0
    return this.knex(DELIVERIES_TABLE)
      .whereIn('status', ['delivered', 'failed'])
      .andWhere('created', '<', new Date(now - days * DAY_MS).toISOString())
      .delete()
  }
}
