import { TooManyRequests } from '@feathersjs/errors'
import type { LoginThrottleConfig } from '../config'

interface Entry {
  failures: number
  last: number
}

/** An attempt in progress: it counts as a failure unless it is marked as succeeded. */
export interface LoginAttempt {
  succeeded(): void
}

/** Most keys remembered; the oldest go first beyond it, so that guessing many emails costs no memory. */
const MAX_ENTRIES = 100_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Slows down, then refuses with 429, repeated failed sign-ins for one email or from one address.
 * Each attempt counts as a failure from its start, so parallel guesses cannot slip past the limit.
 * Kept in memory: each server process counts for itself.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly now = () => Date.now(),
    private readonly wait = sleep
  ) {}

  async begin({ email, address }: { email?: string; address?: string }): Promise<LoginAttempt> {
    const { delayStepMs, maxDelayMs } = this.config
    const keys: Array<[key: string, free: number, limit: number]> = []
    if (email)
      keys.push([`email:${email}`, this.config.freeFailuresPerEmail, this.config.maxFailuresPerEmail])
    if (address)
      keys.push([`address:${address}`, this.config.freeFailuresPerAddress, this.config.maxFailuresPerAddress])
    let delay = 0
    for (const [key, free, limit] of keys) {
      const entry = this.current(key)
      if (entry && entry.failures >= limit) {
        const seconds = Math.ceil((entry.last + this.config.windowMs - this.now()) / 1000)
        const message = `Too many failed sign-ins: try again in ${Math.ceil(seconds / 60)} minutes`
        throw new TooManyRequests(message, { retryAfter: seconds })
      }
      const beyond = (entry?.failures ?? 0) - free + 1
      delay = Math.max(delay, Math.min(maxDelayMs, Math.max(0, beyond) * delayStepMs))
    }
    for (const [key] of keys) this.count(key, 1)
    if (delay > 0) await this.wait(delay)
    let settled = false
    return {
      succeeded: () => {
        if (settled) return
        settled = true
        // A success clears the email; the address keeps its other failures (password spraying).
        if (email) this.entries.delete(`email:${email}`)
        if (address) this.count(`address:${address}`, -1)
      }
    }
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && this.now() - entry.last >= this.config.windowMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private count(key: string, change: number) {
    const entry = this.current(key) ?? { failures: 0, last: this.now() }
    entry.failures = Math.max(0, entry.failures + change)
    if (change > 0) entry.last = this.now()
    // Re-inserted so that the map stays in order of last use.
    this.entries.delete(key)
    if (entry.failures > 0) this.entries.set(key, entry)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
  }
}
