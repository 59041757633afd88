import { BadRequest } from '@feathersjs/errors'
import type { Context } from 'koa'
import { invalidFields } from '../../errors'

export type TransferPhase = 'check' | 'write' | 'export' | 'done' | 'cancelled' | 'failed'

/** How far an import or export has come: `done` of `total` rows in its current phase. */
export interface TransferProgress {
  phase: TransferPhase
  done: number
  total: number
}

/** Progress of running jobs, by user and the id the console chose: nobody else sees it. */
const jobs = new Map<string, TransferProgress>()
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
export const jobProgress = (user: string, job: string): TransferProgress | undefined =>
  jobs.get(keyOf(user, job))

/** Reports a job's progress; without a job id, nothing is kept. */
export const transferJob = (user: string, job: string | undefined) => {
  const key = job && keyOf(user, job)
  return {
    report(phase: TransferPhase, done: number, total: number) {
      if (key) jobs.set(key, { phase, done, total })
    },
    end(phase: 'done' | 'cancelled' | 'failed') {
      if (!key) return
      const last = jobs.get(key) ?? { done: 0, total: 0 }
      jobs.set(key, { ...last, phase })
      setTimeout(() => jobs.delete(key), KEEP_MS).unref()
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
