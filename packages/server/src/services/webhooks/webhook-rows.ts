import type {
  DeliveryAttempt,
  DeliveryStatus,
  WebhookDelivery,
  WebhookSubscription
} from '@tutor-admin/shared/webhooks/webhook-events'

/** A subscription as stored. */
export interface SubscriptionRow {
  _id: string
  url: string
  description: string
  events: string
  secret: string
  active: number | boolean
  created: string
  createdBy: string | null
  modified: string
  leaseOwner: string | null
  leaseUntil: string | null
}

/** A delivery as stored. */
export interface DeliveryRow {
  _id: string
  subscription: string
  event: string
  recordId: string | null
  payload: string
  status: string
  attempts: number
  created: string
  nextAt: string | null
  lastAt: string | null
  lastCode: number | null
  lastMs: number | null
  lastError: string | null
  log: string
}

/** Columns of the delivery log a list reads (not the payload). */
export const DELIVERY_COLUMNS = [
  '_id',
  'subscription',
  'event',
  'recordId',
  'status',
  'attempts',
  'created',
  'nextAt',
  'lastAt',
  'lastCode',
  'lastMs',
  'lastError',
  'log'
] as const

/** A subscription as the API answers it: its secret only when asked to (made or rotated). */
export const toSubscription = (row: SubscriptionRow, withSecret = false): WebhookSubscription => ({
  _id: row._id,
  url: row.url,
  description: row.description,
  events: JSON.parse(row.events) as string[],
  active: Boolean(Number(row.active)),
  created: row.created,
  createdBy: row.createdBy,
  modified: row.modified,
  ...(withSecret ? { secret: row.secret } : {})
})

/** A delivery of the log as the API answers it. */
export const toDelivery = (row: Omit<DeliveryRow, 'payload'>): WebhookDelivery => ({
  _id: row._id,
  subscription: row.subscription,
  event: row.event,
  recordId: row.recordId,
  status: row.status as DeliveryStatus,
  attempts: Number(row.attempts),
  created: row.created,
  nextAt: row.nextAt,
  lastAt: row.lastAt,
  lastCode: row.lastCode === null ? null : Number(row.lastCode),
  lastMs: row.lastMs === null ? null : Number(row.lastMs),
  lastError: row.lastError,
  log: JSON.parse(row.log) as DeliveryAttempt[]
})

/** A new delivery of a payload (its `id` the delivery's), due now. */
export const newDeliveryRow = (
  id: string,
  subscription: string,
  payload: { event: string; recordId: string | null },
  now: string
): DeliveryRow => ({
  _id: id,
  subscription,
  event: payload.event,
  recordId: payload.recordId,
  payload: JSON.stringify({ id, ...payload }),
  status: 'pending',
  attempts: 0,
  created: now,
  nextAt: now,
  lastAt: null,
  lastCode: null,
  lastMs: null,
  lastError: null,
  log: '[]'
})
