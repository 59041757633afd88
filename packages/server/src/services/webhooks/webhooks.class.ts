import { NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { Paginated, UserLike } from '@tutor-admin/shared'
import type { WebhookSubscription } from '@tutor-admin/shared/webhooks/webhook-events'
import type { Knex } from 'knex'
import type { WebhookSettings } from '../../config'
import { newId } from '../../db/ids'
import { DELIVERIES_TABLE, WEBHOOKS_TABLE } from '../../db/schema/webhooks-tables'
import { assertAdmin } from './admin-only'
import { pageOf, readPage } from './read-page'
import { AddressRefused, checkWebhookUrl } from './webhook-address'
import { toSubscription, type SubscriptionRow } from './webhook-rows'
import { newWebhookSecret } from './webhook-signature'
import { readSubscriptionInput, refusedUrl } from './webhooks.schema'

export interface WebhooksParams extends Params<Record<string, unknown>> {
  user?: UserLike & { _id?: string }
}

/**
 * `/api/webhooks`, the webhook subscriptions, for administrators only: a URL and the events it is
 * sent. The URL must be http(s) without credentials and resolve to public addresses only (unless
 * `WEBHOOKS_ALLOW_PRIVATE=true`). The signing secret is made by the server and answered only by
 * the create and by a patch with `rotateSecret: true`.
 */
export class WebhooksService {
  constructor(
    private readonly knex: Knex,
    private readonly settings: WebhookSettings,
    private readonly collections: ReadonlySet<string>,
    /** Told when subscriptions change, so that the queue reads them again. */
    private readonly onChange: () => void
  ) {}

  async find(params?: WebhooksParams): Promise<Paginated<WebhookSubscription>> {
    assertAdmin(params)
    const page = readPage(params?.query, [])
    const [rows, [{ total }]] = await Promise.all([
      this.knex(WEBHOOKS_TABLE).orderBy('_id').limit(page.limit).offset(page.skip),
      this.knex(WEBHOOKS_TABLE).count({ total: '*' })
    ])
    return pageOf(
      rows.map((row: SubscriptionRow) => toSubscription(row)),
      Number(total),
      page
    )
  }

  async get(id: Id, params?: WebhooksParams): Promise<WebhookSubscription> {
    assertAdmin(params)
    return toSubscription(await this._row(id))
  }

  /** A subscription as stored, or 404. */
  async _row(id: Id): Promise<SubscriptionRow> {
    const row: SubscriptionRow | undefined = await this.knex(WEBHOOKS_TABLE).where('_id', String(id)).first()
    if (!row) throw new NotFound(`No webhook subscription ${id}`)
    return row
  }

  private async checkUrl(url: string) {
    try {
      await checkWebhookUrl(url, this.settings.allowPrivate)
    } catch (error) {
      if (error instanceof AddressRefused) throw refusedUrl(error)
      throw error
    }
  }

  async create(data: unknown, params?: WebhooksParams): Promise<WebhookSubscription> {
    assertAdmin(params)
    const input = readSubscriptionInput(data, this.collections, true)
    await this.checkUrl(input.url!)
    const now = new Date().toISOString()
    const row: SubscriptionRow = {
      _id: newId(),
      url: input.url!,
      description: input.description ?? '',
      events: JSON.stringify(input.events),
      secret: newWebhookSecret(),
      active: input.active === false ? 0 : 1,
      created: now,
      createdBy: typeof params?.user?._id === 'string' ? params.user._id : null,
      modified: now,
      leaseOwner: null,
      leaseUntil: null
    }
    await this.knex(WEBHOOKS_TABLE).insert(row)
    this.onChange()
    return toSubscription(row, true)
  }

  async patch(id: Id | null, data: unknown, params?: WebhooksParams): Promise<WebhookSubscription> {
    assertAdmin(params)
    const current = await this._row(id ?? '')
    const input = readSubscriptionInput(data, this.collections, false)
    if (input.url !== undefined) await this.checkUrl(input.url)
    const changes: Partial<SubscriptionRow> = { modified: new Date().toISOString() }
    if (input.url !== undefined) changes.url = input.url
    if (input.description !== undefined) changes.description = input.description
    if (input.events !== undefined) changes.events = JSON.stringify(input.events)
    if (input.active !== undefined) changes.active = input.active ? 1 : 0
    if (input.rotateSecret) changes.secret = newWebhookSecret()
    await this.knex(WEBHOOKS_TABLE).where('_id', current._id).update(changes)
    this.onChange()
    return toSubscription({ ...current, ...changes }, Boolean(input.rotateSecret))
  }

  /** Removes a subscription and its deliveries, those waiting and the log. */
  async remove(id: Id | null, params?: WebhooksParams): Promise<WebhookSubscription> {
    assertAdmin(params)
    const current = await this._row(id ?? '')
    await this.knex.transaction(async (trx) => {
      await trx(DELIVERIES_TABLE).where('subscription', current._id).delete()
      await trx(WEBHOOKS_TABLE).where('_id', current._id).delete()
    })
    this.onChange()
    return toSubscription(current)
  }
}
