import type { Paginated } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Application } from '../declarations'
import { PUBLISHING_RUNS_TABLE } from '../db/schema/publishing-runs-table'

/** The collections whose records are published and taken down on schedule. */
export const SCHEDULED_COLLECTIONS = ['news', 'ads', 'campaigns', 'events'] as const

/** Each step: the time field that sets it off, the status a due record has, and the one it gets. */
const STEPS = [
  // A status never set (a record older than the field) counts as not published.
  {
    step: 'publish',
    at: 'publishAt',
    from: { $or: [{ status: { $ne: 'published' } }, { status: null }] },
    to: 'published'
  },
  { step: 'unpublish', at: 'unpublishAt', from: { status: 'published' }, to: 'draft' }
] as const

/** Most records one step of one collection handles per run; the rest wait for the next run. */
const BATCH = 200

interface DueRecord {
  _id: string
  publishAt?: string | null
  unpublishAt?: string | null
}

interface StepKey {
  collection: string
  record: string
  step: string
  at: string
}

const isoOf = (value: unknown) => new Date(value as string).toISOString()

/** Claims a step for this process: false when another process (or an earlier run) took it. */
const claim = async (knex: Knex, key: StepKey, ran: string) => {
  const claimed = await knex(PUBLISHING_RUNS_TABLE)
    .insert({ ...key, ran })
    .onConflict(['collection', 'record', 'step', 'at'])
    .ignore()
    .returning('record')
  return claimed.length === 1
}

/**
 * Publishes the records whose `publishAt` has come and takes down those whose `unpublishAt` has,
 * as of `now`. Each step is claimed in the database first, so that with several server processes
 * it runs once; the write goes through the collection's service, so the journal records it (by the
 * system) and connected consoles hear it. A record whose publishing and taking down are both due
 * is not published. Answers the steps this process took.
 */
export const runScheduledPublishing = async (app: Application, now: Date) => {
  const knex = app.get('knex')
  const nowIso = now.toISOString()
  const taken: Array<{ collection: string; _id: string; step: string }> = []
  for (const collection of SCHEDULED_COLLECTIONS) {
    const service = app.service(collection)
    for (const { step, at, from, to } of STEPS) {
      const due = (await service.find({
        query: { [at]: { $lte: nowIso }, ...from, $limit: BATCH, $sort: { [at]: 1 } }
      })) as Paginated<DueRecord>
      for (const record of due.data) {
        const unpublishDue = record.unpublishAt && isoOf(record.unpublishAt) <= nowIso
        if (step === 'publish' && unpublishDue) continue
        const key = { collection, record: record._id, step, at: isoOf(record[at]) }
        if (!(await claim(knex, key, nowIso))) continue
        try {
          await service.patch(record._id, { status: to })
          taken.push({ collection, _id: record._id, step })
        } catch (error) {
          // Given back, so that the next run tries again.
          await knex(PUBLISHING_RUNS_TABLE).where(key).delete()
          app.get('logger').error({ err: error, ...key }, 'a scheduled publishing step failed')
        }
      }
    }
  }
  return taken
}
