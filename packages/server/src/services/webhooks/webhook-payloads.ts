import {
  BATCH_EVENT,
  webhookEvent,
  type WebhookAction,
  type WebhookPayload
} from '@tutor-admin/shared/webhooks/webhook-events'
import type { CommittedWrite } from '../../journal/journal'

/** An event of a write before it is addressed to a subscription (which gives it its delivery id). */
export type EventOfWrite = Omit<WebhookPayload, 'id'>

/** Records listed in a batch's event; `count` says how many there were in all. */
const MAX_BATCH_IDS = 1000

const ACTIONS: Record<string, WebhookAction | undefined> = {
  create: 'created',
  patch: 'patched',
  update: 'patched',
  remove: 'removed'
}

/** Whether a change's diff sets a record's status to published (by the schedule or by hand). */
const publishes = (diff: Record<string, unknown>) => {
  const status = diff.status as { old?: unknown; new?: unknown } | undefined
  return status?.new === 'published' && status.old !== 'published'
}

/**
 * The events of a committed write, record by record: `<collection>.created`, `.patched` or
 * `.removed`, and `.published` besides for a change that publishes a record; and one
 * `journal.batch` event for a write that belongs to a journal batch (a bulk delete, an import, an
 * undo).
 */
export const eventsOfWrite = (write: CommittedWrite): EventOfWrite[] => {
  const action = ACTIONS[write.action]
  const who = { user: write.source.user ?? null, via: write.source.via }
  const batch = write.source.batch ?? null
  const events: EventOfWrite[] = []
  if (action)
    for (const entry of write.entries) {
      const base = {
        collection: write.collection,
        recordId: entry.recordId,
        changedFields: Object.keys(entry.diff),
        who,
        at: entry.at ?? write.at,
        batch
      }
      events.push({ ...base, event: webhookEvent(write.collection, action), action })
      if (action === 'patched' && publishes(entry.diff))
        events.push({ ...base, event: webhookEvent(write.collection, 'published'), action: 'published' })
    }
  if (batch)
    events.push({
      event: BATCH_EVENT,
      collection: write.collection,
      recordId: null,
      action: write.source.action ?? write.action,
      changedFields: [...new Set(write.entries.flatMap((entry) => Object.keys(entry.diff)))],
      who,
      at: write.at,
      batch,
      recordIds: write.entries.slice(0, MAX_BATCH_IDS).map((entry) => entry.recordId),
      count: write.entries.length
    })
  return events
}
