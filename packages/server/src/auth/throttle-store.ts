/** A counter of failed sign-ins and its limit. */
export interface ThrottleKey {
  key: string
  limit: number
}

export interface ThrottleCount {
  /** Failures of each key before this attempt, in the order asked. */
  failures: number[]
  /** Set when a key is at its limit: then nothing was counted, and it stays refused this long. */
  refusedForMs?: number
}

/**
 * Where failed sign-ins are counted: in memory for one server process, in Redis for several (so
 * that a guesser refused by one process is refused by all). A count lasts `windowMs` after its
 * last failure.
 */
export interface ThrottleStore {
  /** Counts a failure for every key at once, unless one of them is at its limit already. */
  count(keys: ThrottleKey[]): Promise<ThrottleCount>
  /** Takes one failure back from a key. */
  uncount(key: string): Promise<void>
  clear(key: string): Promise<void>
}

interface Entry {
  failures: number
  last: number
}

/** Most keys remembered; the oldest go first beyond it, so that guessing many emails costs no memory. */
const MAX_ENTRIES = 100_000

/** Counts in this process's memory. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly windowMs: number,
    private readonly now = () => Date.now()
  ) {}

  async count(keys: ThrottleKey[]): Promise<ThrottleCount> {
    const failures: number[] = []
    for (const { key, limit } of keys) {
      const entry = this.current(key)
      if (entry && entry.failures >= limit)
        return { failures: [], refusedForMs: entry.last + this.windowMs - this.now() }
      failures.push(entry?.failures ?? 0)
    }
    for (const { key } of keys) this.change(key, 1)
    return { failures }
  }

  async uncount(key: string) {
    this.change(key, -1)
  }

  async clear(key: string) {
    this.entries.delete(key)
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && this.now() - entry.last >= this.windowMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  private change(key: string, change: number) {
    const entry = this.current(key) ?? { failures: 0, last: this.now() }
    entry.failures = Math.max(0, entry.failures + change)
    if (change > 0) entry.last = this.now()
    // Re-inserted so that the map stays in order of last use.
    this.entries.delete(key)
    if (entry.failures > 0) this.entries.set(key, entry)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
  }
}
