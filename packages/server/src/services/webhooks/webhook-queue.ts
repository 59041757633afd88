import type { Knex } from 'knex'
import { BATCH_EVENT } from '@tutor-admin/shared/webhooks/webhook-events'
import { newId } from '../../db/ids'
import { DELIVERIES_TABLE, WEBHOOKS_TABLE } from '../../db/schema/webhooks-tables'
import type { CommittedWrite } from '../../journal/journal'
import { eventsOfWrite, type EventOfWrite } from './webhook-payloads'
import { newDeliveryRow, type DeliveryRow } from './webhook-rows'

/**
 * How long a process trusts what it read of the subscriptions. A change is told to every process
 * at once (`invalidate`); this bounds what a message lost between processes would cost.
 */
export const SUBSCRIPTIONS_REFRESH_MS = 1000
/** Rows per insert statement. */
const INSERT_CHUNK = 200

interface Subscribed {
  /** Active subscriptions by event name. */
  byEvent: Map<string, string[]>
  /** Collections some subscription hears of. */
  collections: Set<string>
  read: number
  /** The count of changes heard when the read began. */
  generation: number
}

/**
 * The delivery queue's entrance. Committed writes are heard from the journal, kept until the next
 * turn of the event loop and then written to the queue together, one insert per 200 deliveries:
 * the request that made them has been answered by then, and a write nobody subscribed to costs
 * no query at all. What subscribes to what is read at most once a second.
 */
export class WebhookQueue {
  private pending: CommittedWrite[] = []
  private subscribed: Subscribed = { byEvent: new Map(), collections: new Set(), read: 0, generation: 0 }
  private generation = 0
  private reading: Promise<Subscribed> | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(
    private readonly knex: Knex,
    private readonly onQueued: () => void,
    private readonly onError: (error: unknown) => void
  ) {}

  /** Takes a committed write (the journal's listener). */
  readonly hear = (write: CommittedWrite) => {
    if (this.pending.length === 0) setImmediate(() => void this.flush())
    this.pending.push(write)
  }

  /** Forgets what was read of the subscriptions (they changed, here or on another process). */
  invalidate() {
    this.generation++
  }

  /** Waits until every write heard so far is in the queue. */
  async settled() {
    while (this.pending.length) await this.flush()
    await this.flushing
  }

  private async subscriptions(): Promise<Subscribed> {
    const { read, generation } = this.subscribed
    if (generation === this.generation && Date.now() - read < SUBSCRIPTIONS_REFRESH_MS) return this.subscribed
    for (;;) {
      this.reading ??= this.readSubscriptions().finally(() => (this.reading = undefined))
      const subscribed = await this.reading
      // A change heard while reading: what was read may not hold it, so it is read again.
      if (subscribed.generation === this.generation) return (this.subscribed = subscribed)
    }
  }

  private async readSubscriptions(): Promise<Subscribed> {
    const read = Date.now()
    const generation = this.generation
    const rows: Array<{ _id: string; events: string }> = await this.knex(WEBHOOKS_TABLE)
      .where('active', 1)
      .select('_id', 'events')
    const byEvent = new Map<string, string[]>()
    const collections = new Set<string>()
    for (const row of rows)
      for (const event of JSON.parse(row.events) as string[]) {
        byEvent.set(event, [...(byEvent.get(event) ?? []), row._id])
        collections.add(event === BATCH_EVENT ? '' : event.slice(0, event.lastIndexOf('.')))
      }
    return { byEvent, collections, read, generation }
  }

  private flush(): Promise<void> {
    const writes = this.pending
    this.pending = []
    if (writes.length === 0) return this.flushing
    this.flushing = this.flushing.then(() => this.enqueue(writes)).catch(this.onError)
    return this.flushing
  }

  private async enqueue(writes: CommittedWrite[]) {
    const subscribed = await this.subscriptions()
    if (subscribed.byEvent.size === 0) return
    const now = new Date().toISOString()
    const rows: DeliveryRow[] = []
    for (const write of writes) {
      const heard =
        subscribed.collections.has(write.collection) || (subscribed.collections.has('') && write.source.batch)
      if (!heard) continue
      for (const event of eventsOfWrite(write))
        for (const subscription of subscribed.byEvent.get(event.event) ?? [])
          rows.push(newDeliveryRow(newId(), subscription, event, now))
    }
    await this.insert(rows)
  }

  /** Queues an event for one subscription (a test event), due now. */
  async add(subscription: string, event: EventOfWrite): Promise<DeliveryRow> {
    const row = newDeliveryRow(newId(), subscription, event, new Date().toISOString())
    await this.insert([row])
    return row
  }

  private async insert(rows: DeliveryRow[]) {
    if (rows.length === 0) return
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await this.knex(DELIVERIES_TABLE).insert(rows.slice(start, start + INSERT_CHUNK))
    this.onQueued()
  }
}
