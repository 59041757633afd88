import { NotFound } from '@feathersjs/errors'
import type { HookContext, NextFunction, Params } from '@feathersjs/feathers'
import {
  BULK_EDIT_PATH,
  type BulkEditJob,
  type BulkEditPreview,
  type CollectionDef,
  type Condition
} from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { newId } from '../../db/ids'
import { isObject } from '../../journal/is-object'
import { assertCollectionAccess, type JournalCaller } from '../../journal/journal-access'
import { writeSource } from '../../journal/write-source'
import type { ItemsService } from '../items/items.class'
import { jobSlots } from '../transfer/job-slots'
import { readBulkEdit } from './bulk-edit.schema'
import { bulkEditJobs } from './bulk-edit-jobs'
import { matchingRows, previewCounts } from './bulk-edit-records'
import { runBulkEdit } from './bulk-edit-run'

/**
 * Bulk edits one process runs at once: each writes a batch after another as fast as the database
 * takes them, and on SQLite every write waits for the one before.
 */
const BULK_EDITS_AT_ONCE = 2

type Caller = Params & JournalCaller

/** Checks the caller may patch the collection named, before anything else of the body is read. */
const assertMayPatch = (app: Application, data: unknown, params?: Caller) => {
  const name = isObject(data) ? data.collection : undefined
  const collection = typeof name === 'string' ? app.get('catalogue').byName.get(name) : undefined
  if (collection && collection.table !== false) assertCollectionAccess(params, collection, 'patch')
}

const countOf = async (app: Application, collection: CollectionDef, filter?: Condition) => {
  const service = app.service(collection.name) as ItemsService
  const builder = matchingRows(app.get('knex'), app.get('dialect'), service.model, filter)
  const [{ total }] = await builder.count({ total: '*' })
  return Number(total)
}

/**
 * Registers `/api/bulk-edit` (docs/bulk-edit.md), over REST and the socket alike: `create` checks
 * a bulk edit and answers how many records it covers (`preview`), or starts it as a job and answers
 * its state; `get` tells how far the caller's job has come, `remove` cancels it. Needs read and
 * patch on the collection (403; 405 where the route turns patching off); 429 `tooManyBulkEdits`
 * when as many run as a process takes.
 */
export const bulkEdit = (app: Application) => {
  const slots = jobSlots(BULK_EDITS_AT_ONCE, 'bulk edits', 'tooManyBulkEdits')
  const jobs = bulkEditJobs(app)
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>()
  const userOf = (params?: Caller) => String(params?.user?._id ?? '')
  const stateOf = async (job: unknown, params?: Caller) => {
    const state = typeof job === 'string' ? await jobs.get(userOf(params), job) : undefined
    if (!state) throw new NotFound(`No bulk edit ${String(job)} of yours`)
    return state
  }

  app.use(
    BULK_EDIT_PATH,
    {
      async create(data: unknown, params?: Caller): Promise<BulkEditJob | BulkEditPreview> {
        assertMayPatch(app, data, params)
        const knex = app.get('knex')
        const plan = await readBulkEdit(knex, app.get('catalogue'), data)
        const asOf = plan.asOf ?? new Date().toISOString()
        const collection = plan.collection.name
        if (plan.preview) {
          const model = (app.service(collection) as ItemsService).model
          const counts = await previewCounts(knex, app.get('dialect'), model, plan)
          return { preview: true, collection, ...counts, asOf }
        }
        const total = await countOf(app, plan.collection, plan.filter)
        const release = slots.take()
        const job = newId()
        const user = userOf(params)
        const state: BulkEditJob = {
          job,
          batch: job,
          collection,
          phase: 'write',
          total,
          done: 0,
          changed: 0,
          unchanged: 0,
          refused: 0,
          refusals: [],
          asOf
        }
        jobs.put(user, state)
        const controller = new AbortController()
        const ctx = {
          knex,
          dialect: app.get('dialect'),
          enums: app.get('catalogue').enums,
          service: app.service(collection) as ItemsService,
          plan: { ...plan, asOf },
          source: { ...writeSource(params), batch: job }
        }
        const service = app.service(collection)
        const announce = (records: Record<string, unknown>[]) => {
          for (const record of records) service.emit('patched', record)
        }
        const logger = app.get('logger')
        const done = runBulkEdit({
          ctx,
          jobs,
          user,
          state,
          signal: controller.signal,
          logger,
          announce
        }).finally(() => {
          release()
          running.delete(job)
        })
        running.set(job, { controller, done })
        return { ...state, refusals: [] }
      },
      async get(job: string, params?: Caller): Promise<BulkEditJob> {
        return stateOf(job, params)
      },
      async remove(job: string | null, params?: Caller): Promise<BulkEditJob> {
        const state = await stateOf(job, params)
        if (state.phase === 'write') {
          running.get(state.job)?.controller.abort()
          jobs.cancel(userOf(params), state.job)
        }
        return state
      }
    },
    { methods: ['create', 'get', 'remove'], events: [] }
  )
  app.service(BULK_EDIT_PATH).hooks({
    around: {
      all: [
        // A job's state goes to the caller only, never out as an event.
        async (context: HookContext, next: NextFunction) => {
          context.event = null
          await next()
        }
      ]
    }
  })
  app.hooks({
    teardown: [
      // Running edits stop at their next batch before the database closes.
      async (_context: unknown, next: () => Promise<void>) => {
        const all = [...running.values()]
        for (const { controller } of all) controller.abort()
        await Promise.all(all.map((entry) => entry.done))
        await next()
      }
    ]
  })
}
