import { MAX_BULK_REFUSALS, type BulkEditJob } from '@tutor-admin/shared'
import type { Logger } from '../../logging/logger'
import { editBatch, type BatchContext, type BatchOutcome } from './bulk-edit-batch'
import type { BulkEditJobs } from './bulk-edit-jobs'

/** Records changed in one transaction: a SQLite write lock is held this long, then others get their turn. */
export const BULK_EDIT_BATCH = 500

export interface BulkEditRun {
  ctx: BatchContext
  jobs: BulkEditJobs
  user: string
  state: BulkEditJob
  /** Aborted by a cancel taken on this process; a cancel taken on another is read from the job store. */
  signal: AbortSignal
  logger: Logger
  /** Announces records written on their collection's service (real-time events, webhooks). */
  announce: (records: Record<string, unknown>[]) => void
}

/** A batch, written record by record when writing all at once failed (a rule of one record's). */
const nextBatch = async (ctx: BatchContext, after: string | undefined): Promise<BatchOutcome> => {
  try {
    return await editBatch(ctx, after, BULK_EDIT_BATCH)
  } catch {
    return editBatch(ctx, after, BULK_EDIT_BATCH, true)
  }
}

const count = (state: BulkEditJob, outcome: BatchOutcome) => {
  state.done += outcome.seen
  state.changed += outcome.written.length
  state.unchanged += outcome.unchanged
  state.refused += new Set(outcome.refusals.map((refusal) => refusal.recordId)).size
  state.refusals.push(...outcome.refusals.slice(0, MAX_BULK_REFUSALS - state.refusals.length))
  // Records that came to match while the edit ran are edited too.
  state.total = Math.max(state.total, state.done)
}

/**
 * Runs a bulk edit a batch at a time until every record is gone through or it is cancelled.
 * Each batch is its own transaction with the edit's journal batch id: a cancel stops before the
 * next batch, and what was written so far stays, whole records only, one batch that `POST
 * /api/undo` reverses. Each record written is announced on its collection's service.
 */
export const runBulkEdit = async ({ ctx, jobs, user, state, signal, logger, announce }: BulkEditRun) => {
  let after: string | undefined
  try {
    for (;;) {
      if (signal.aborted || (await jobs.cancelled(user, state.job))) {
        state.phase = 'cancelled'
        return
      }
      const outcome = await nextBatch(ctx, after)
      if (outcome.seen === 0) {
        state.phase = 'done'
        return
      }
      after = outcome.last
      announce(outcome.written)
      count(state, outcome)
      jobs.put(user, state)
      // Other requests get their turn between two batches.
      await new Promise((resolve) => setImmediate(resolve))
    }
  } catch (error) {
    state.phase = 'failed'
    logger.error({ err: error, job: state.job }, 'bulk edit failed')
  } finally {
    jobs.put(user, state)
  }
}
