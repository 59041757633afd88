import { TooManyRequests } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import type { LoginThrottleConfig } from '../config'
import { MemoryThrottleStore, type ThrottleStore } from './throttle-store'

/** An attempt in progress: it counts as a failure unless it is marked as succeeded. */
export interface LoginAttempt {
  succeeded(): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Slows down, then refuses with 429, repeated failed sign-ins for one email or from one address.
 * Each attempt counts as a failure from its start, so parallel guesses cannot slip past the limit.
 * The counts are kept in the store: this process's memory, or Redis shared by every process.
 */
export class LoginThrottle {
  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly store: ThrottleStore = new MemoryThrottleStore(config.windowMs),
    private readonly wait = sleep
  ) {}

  async begin({ email, address }: { email?: string; address?: string }): Promise<LoginAttempt> {
    const { delayStepMs, maxDelayMs } = this.config
    const keys: Array<{ key: string; free: number; limit: number }> = []
    if (email)
      keys.push({
        key: `email:${email}`,
        free: this.config.freeFailuresPerEmail,
        limit: this.config.maxFailuresPerEmail
      })
    if (address)
      keys.push({
        key: `address:${address}`,
        free: this.config.freeFailuresPerAddress,
        limit: this.config.maxFailuresPerAddress
      })
    const { failures, refusedForMs } = await this.store.count(keys)
    if (refusedForMs !== undefined) {
      const seconds = Math.ceil(refusedForMs / 1000)
      const message = `Too many failed sign-ins: try again in ${Math.ceil(seconds / 60)} minutes`
      throw new TooManyRequests(message, errorData('tooManyAttempts', { retryAfter: seconds }))
    }
    const delay = Math.max(
      0,
      ...keys.map(({ free }, i) => Math.min(maxDelayMs, Math.max(0, failures[i] - free + 1) * delayStepMs))
    )
    if (delay > 0) await this.wait(delay)
    let settled = false
    return {
      succeeded: async () => {
        if (settled) return
        settled = true
        // A success clears the email; the address keeps its other failures (password spraying).
        if (email) await this.store.clear(`email:${email}`)
        if (address) await this.store.uncount(`address:${address}`)
      }
    }
  }
}
