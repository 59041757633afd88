import { BadRequest } from '@feathersjs/errors'
import type { Context } from 'koa'
import type { Application } from '../../declarations'
import { invalidFields } from '../../errors/http-errors'
import { progressStoreOf, type TransferPhase, type TransferProgress } from './progress-store'

/** How long a running job's progress is kept after its last report (a job reports as it goes). */
const RUNNING_MS = 10 * 60_000
/** How long a finished job's last state stays readable, for the console's last look. */
const KEEP_MS = 60_000
const JOB_ID = /^[A-Za-z0-9_-]{8,64}$/

const keyOf = (user: string, job: string) => `${user}\n${job}`

/** A job id from a request: absent, or 400 unless 8 to 64 letters, digits, `-` or `_`. */
export const jobIdOf = (value: unknown): string | undefined => {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !JOB_ID.test(value))
    throw invalidFields('job', { job: 'must be 8 to 64 letters, digits, - or _' })
  return value
}

/** The progress of one of a user's jobs, while it runs and for a minute after. */
export const jobProgress = (
  app: Application,
  user: string,
  job: string
): Promise<TransferProgress | undefined> => progressStoreOf(app).get(keyOf(user, job))

/** Reports a job's progress, by user and the id the console chose (nobody else sees it); without a job id, nothing is kept. */
export const transferJob = (app: Application, user: string, job: string | undefined) => {
  const key = job && keyOf(user, job)
  const store = progressStoreOf(app)
  let last: TransferProgress = { phase: 'check', done: 0, total: 0 }
  return {
    report(phase: TransferPhase, done: number, total: number) {
      last = { phase, done, total }
      if (key) store.put(key, last, RUNNING_MS)
    },
    end(phase: 'done' | 'cancelled' | 'failed') {
      last = { ...last, phase }
      if (key) store.put(key, last, KEEP_MS)
    }
  }
}
export type TransferJob = ReturnType<typeof transferJob>

/** Stops a job whose client went away; the answer goes nowhere. */
export const stopIfGone = (signal: AbortSignal) => {
  if (signal.aborted) throw new BadRequest('Cancelled: the client went away')
}

/** Aborted when the client goes away (a cancelled upload or download) before the answer is complete. */
export const clientGone = (ctx: Context): AbortSignal => {
  const controller = new AbortController()
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort()
  })
  return controller.signal
}
