import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { DeliveryAttempt } from '@tutor-admin/shared/webhooks/webhook-events'
import type { WebhookSettings } from '../../config'
import { newId } from '../../db/ids'
import { DELIVERIES_TABLE, WEBHOOKS_TABLE } from '../../db/schema/webhooks-tables'
import { nextTry } from './webhook-backoff'
import type { DeliveryRow, SubscriptionRow } from './webhook-rows'

/** How often every process looks for due deliveries (those queued elsewhere, retries). */
export const POLL_MS = 1000
/** Subscriptions one process delivers to at once (each one delivery at a time). */
const PARALLEL = 8
/** Tries kept in a delivery's log. */
const LOG_TRIES = 20

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Delivers the queue. A process delivers a subscription's events only while it holds that
 * subscription's lease (a conditional UPDATE, atomic on both engines), one at a time, oldest
 * first: each event is delivered once across processes, in order, and a delivery waiting for its
 * retry holds back the later ones. A process that dies leaves its lease to expire; another then
 * takes the delivery up again.
 */
export class WebhookDispatcher {
  private readonly owner = newId()
  private readonly working = new Map<string, Promise<void>>()
  private readonly inFlight = new Set<AbortController>()
  private timer: NodeJS.Timeout | undefined
  private wakeTimer: { at: number; timer: NodeJS.Timeout } | undefined
  private polling = false
  private again = false
  private stopped = false

  constructor(
    private readonly knex: Knex,
    private readonly settings: WebhookSettings,
    private readonly logger: Logger
  ) {}

  /** A lease lasts beyond the longest try. */
  private get leaseMs() {
    return this.settings.timeoutMs + 30_000
  }

  start() {
    this.timer = setInterval(() => this.wake(), POLL_MS)
    this.timer.unref()
    this.wake()
  }

  /** Stops polling and drops the tries in flight: their deliveries stay queued for the next start. */
  async stop() {
    this.stopped = true
    clearInterval(this.timer)
    clearTimeout(this.wakeTimer?.timer)
    for (const controller of this.inFlight) controller.abort()
    await Promise.allSettled([...this.working.values()])
  }

  /** Looks for due deliveries now (something was queued or retried). */
  wake() {
    if (this.stopped) return
    if (this.polling) {
      this.again = true
      return
    }
    this.polling = true
    void this.poll()
      .catch((error: unknown) => this.logger.error({ err: error }, 'webhook deliveries not looked up'))
      .finally(() => {
        this.polling = false
        if (this.again) {
          this.again = false
          this.wake()
        }
      })
  }

  /** Wakes at `ms` (a retry falls due), unless an earlier wake is set. */
  private wakeAt(ms: number) {
    if (this.stopped || (this.wakeTimer && this.wakeTimer.at <= ms)) return
    clearTimeout(this.wakeTimer?.timer)
    const timer = setTimeout(
      () => {
        this.wakeTimer = undefined
        this.wake()
      },
      Math.max(0, ms - Date.now())
    )
    timer.unref()
    this.wakeTimer = { at: ms, timer }
  }

  private async poll() {
    const now = iso(Date.now())
    const due: Array<{ subscription: string }> = await this.knex(`${DELIVERIES_TABLE} as d`)
      .join(`${WEBHOOKS_TABLE} as s`, 's._id', 'd.subscription')
      .where('d.status', 'pending')
      .andWhere('d.nextAt', '<=', now)
      .andWhere('s.active', 1)
      .andWhere((query) => query.whereNull('s.leaseUntil').orWhere('s.leaseUntil', '<', now))
      // Only a subscription's oldest waiting delivery may go: the later ones wait behind it.
      .andWhere(
        'd._id',
        this.knex(`${DELIVERIES_TABLE} as h`)
          .min('h._id')
          .where('h.subscription', this.knex.ref('d.subscription'))
          .andWhere('h.status', 'pending')
      )
      .select('d.subscription')
      .limit(PARALLEL * 4)
    for (const { subscription } of due) {
      if (this.working.size >= PARALLEL || this.stopped) break
      if (this.working.has(subscription) || !(await this.claim(subscription))) continue
      const work = this.deliverAll(subscription)
        .catch((error: unknown) =>
          this.logger.error({ err: error, subscription }, 'webhook deliveries stopped')
        )
        .finally(() => {
          this.working.delete(subscription)
          void this.release(subscription).finally(() => this.wake())
        })
      this.working.set(subscription, work)
    }
  }

  /** Takes or renews the subscription's lease: false when another process holds it. */
  private async claim(subscription: string): Promise<boolean> {
    const now = Date.now()
    const taken = await this.knex(WEBHOOKS_TABLE)
      .where('_id', subscription)
      .andWhere('active', 1)
      .andWhere((query) =>
        query.whereNull('leaseUntil').orWhere('leaseUntil', '<', iso(now)).orWhere('leaseOwner', this.owner)
      )
      .update({ leaseOwner: this.owner, leaseUntil: iso(now + this.leaseMs) })
    return Number(taken) === 1
  }

  private async release(subscription: string) {
    await this.knex(WEBHOOKS_TABLE)
      .where({ _id: subscription, leaseOwner: this.owner })
      .update({ leaseOwner: null, leaseUntil: null })
      .catch(() => {})
  }

  /** Delivers a subscription's due deliveries, oldest first, one at a time, while its lease holds. */
  private async deliverAll(subscription: string) {
    while (!this.stopped) {
      const head: DeliveryRow | undefined = await this.knex(DELIVERIES_TABLE)
        .where({ subscription, status: 'pending' })
        .orderBy('_id')
        .first()
      if (!head) return
      const dueAt = Date.parse(head.nextAt ?? head.created)
      if (dueAt > Date.now()) return this.wakeAt(dueAt)
      const target: SubscriptionRow | undefined = await this.knex(WEBHOOKS_TABLE)
        .where('_id', subscription)
        .first()
      if (!target || !Number(target.active) || !(await this.claim(subscription))) return
      await this.deliverOne(target, head)
    }
  }

  private async deliverOne(target: SubscriptionRow, delivery: DeliveryRow) {
    const controller = new AbortController()
    this.inFlight.add(controller)
    let result: DeliveryAttempt & { ok: boolean }
    try {
      // Loaded with the first delivery: node's http module, imported as a module, costs a start
      // the loading of its fetch (undici).
      const { sendDelivery } = await import('./webhook-send')
      result = await sendDelivery({
        url: target.url,
        secret: target.secret,
        body: delivery.payload,
        event: delivery.event,
        deliveryId: delivery._id,
        timeoutMs: this.settings.timeoutMs,
        allowPrivate: this.settings.allowPrivate,
        signal: controller.signal
      })
    } finally {
      this.inFlight.delete(controller)
    }
    // Stopped mid-try: the delivery stays as it was, for the next start.
    if (this.stopped) return
    const attempts = Number(delivery.attempts) + 1
    const { ok, ...attempt } = result
    const next = ok ? null : nextTry(this.settings, Date.parse(delivery.created), attempts, Date.now())
    const log = [...(JSON.parse(delivery.log) as DeliveryAttempt[]), attempt].slice(-LOG_TRIES)
    await this.knex(DELIVERIES_TABLE)
      .where({ _id: delivery._id, status: 'pending' })
      .update({
        status: ok ? 'delivered' : next === null ? 'failed' : 'pending',
        attempts,
        nextAt: next === null ? null : iso(next),
        lastAt: attempt.at,
        lastCode: attempt.code,
        lastMs: attempt.ms,
        lastError: attempt.error,
        log: JSON.stringify(log)
      })
  }
}
