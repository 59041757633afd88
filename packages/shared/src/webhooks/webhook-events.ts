/** What happens to a record that a webhook may be told of: `<collection>.<action>`. */
export const WEBHOOK_ACTIONS = ['created', 'patched', 'removed', 'published'] as const
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number]

/** One event per journaled write of a batch (a bulk delete, an import, an undo). */
export const BATCH_EVENT = 'journal.batch'
/** The event the console's "send a test event" sends. */
export const TEST_EVENT = 'webhook.test'

/** Where a delivery stands: waiting (or waiting to be retried), delivered, or given up after 24 h. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The event name of an action on a collection's records. */
export const webhookEvent = (collection: string, action: WebhookAction) => `${collection}.${action}`

/** Whether `name` is an event a subscription may name, given the collections there are. */
export const isWebhookEvent = (name: string, collections: ReadonlySet<string>): boolean => {
  if (name === BATCH_EVENT) return true
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return false
  return (
    collections.has(name.slice(0, dot)) &&
    (WEBHOOK_ACTIONS as readonly string[]).includes(name.slice(dot + 1))
  )
}

/** A subscription as the API answers it; `secret` only in the answer that makes or rotates it. */
export interface WebhookSubscription {
  _id: string
  url: string
  description: string
  events: string[]
  active: boolean
  created: string
  createdBy: string | null
  modified: string
  secret?: string
}

/** One try of a delivery. */
export interface DeliveryAttempt {
  at: string
  /** The receiver's HTTP status; null when it did not answer. */
  code: number | null
  /** From sending the request to the end of the answer (or the failure). */
  ms: number
  error: string | null
}

/** One event for one subscription, with the outcome of its tries (the delivery log). */
export interface WebhookDelivery {
  _id: string
  subscription: string
  event: string
  recordId: string | null
  status: DeliveryStatus
  attempts: number
  created: string
  nextAt: string | null
  lastAt: string | null
  lastCode: number | null
  lastMs: number | null
  lastError: string | null
  /** The latest tries, newest last. */
  log: DeliveryAttempt[]
}

/** The JSON body of every delivery. */
export interface WebhookPayload {
  /** The delivery's id: the same on every retry, for the receiver to drop repeats. */
  id: string
  event: string
  collection: string | null
  recordId: string | null
  action: string | null
  /** Names of the fields the write changed (every field for a removal). */
  changedFields: string[]
  /** Who wrote: the staff account's id (null for the server itself), and by which path. */
  who: { user: string | null; via: string }
  /** When the write happened (ISO 8601). */
  at: string
  /** The journal batch the write belongs to, when it is one. */
  batch: string | null
  /** `journal.batch` only: the records of the write (the first 1000) and how many there were. */
  recordIds?: string[]
  count?: number
}
