import type { BulkEditJob } from '@tutor-admin/shared'
import type { Application } from '../../declarations'
import { jobStoreOf } from '../transfer/progress-store'

/** How long a job's state is kept after its last report: a running job reports after each batch. */
const KEEP_MS = 10 * 60_000

const keyOf = (user: string, job: string) => `${user}\n${job}`

/**
 * Where bulk edits keep their state, per user and job (nobody else reads it), and the cancel asked
 * of a running one: in Redis when several server processes share the work, so that any of them
 * answers `GET` and takes a `DELETE`.
 */
export const bulkEditJobs = (app: Application) => {
  const states = jobStoreOf<BulkEditJob>(app, 'bulk-edit')
  const cancels = jobStoreOf<true>(app, 'bulk-edit-cancel')
  return {
    put(user: string, state: BulkEditJob) {
      states.put(keyOf(user, state.job), state, KEEP_MS)
    },
    get(user: string, job: string) {
      return states.get(keyOf(user, job))
    },
    cancel(user: string, job: string) {
      cancels.put(keyOf(user, job), true, KEEP_MS)
    },
    async cancelled(user: string, job: string) {
      return (await cancels.get(keyOf(user, job))) === true
    }
  }
}
export type BulkEditJobs = ReturnType<typeof bulkEditJobs>
