import { TooManyRequests } from '@feathersjs/errors'
import { errorData, type ErrorCode } from '@tutor-admin/shared'

/** When a refused job is worth asking again. */
export const RETRY_AFTER_SECONDS = 10

/**
 * Counts the jobs of one kind a process runs at once; beyond `max`, 429 with `code`, `max` and
 * `retryAfter`. `take` answers the release of the slot taken (once; a second call does nothing).
 */
export const jobSlots = (max: number, what: string, code: ErrorCode) => {
  let running = 0
  return {
    take() {
      if (running >= max)
        throw new TooManyRequests(`At most ${max} ${what} run at once: try again shortly`, {
          ...errorData(code, { max, retryAfter: RETRY_AFTER_SECONDS })
        })
      running++
      let released = false
      return () => {
        if (!released) running--
        released = true
      }
    }
  }
}
