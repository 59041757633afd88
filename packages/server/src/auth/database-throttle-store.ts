import crypto from 'node:crypto'
import { Unavailable } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { LOGIN_FAILURES_TABLE } from '../db/schema/cluster-tables'
import type { ThrottleCount, ThrottleKey, ThrottleStore } from './throttle-store'

interface Row {
  key: string
  failures: number
  last: string | number
}

/**
 * The key as kept: a long one (a made-up email of thousands of characters) by its digest, which
 * fits the column and its index.
 */
const stored = (key: string) =>
  key.length <= 200 ? key : `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`

/** Rows of forgotten counts are removed at most this often, by whichever process counts then. */
const SWEEP_MS = 60_000

/** Sign-in waits for its count: while the database does not answer, sign-in is refused, never guessed at. */
const answered = <T>(call: Promise<T>): Promise<T> =>
  call.catch(() => {
    throw new Unavailable(
      'Sign-in is unavailable for a moment; try again shortly',
      errorData('signInUnavailable')
    )
  })

/**
 * Counts in a table of the database that every server process shares, for a deployment on
 * PostgreSQL without Redis: a guesser refused by one process is refused by all. Checking and
 * counting is one transaction holding the keys' rows, so that attempts on two processes at once
 * cannot both slip under a limit, and a success clearing a key waits for a count under way. A
 * count is forgotten `windowMs` after its last failure.
 */
export class DatabaseThrottleStore implements ThrottleStore {
  private lastSweep = 0

  constructor(
    private readonly knex: Knex,
    private readonly windowMs: number,
    private readonly now = () => Date.now()
  ) {}

  async count(keys: ThrottleKey[]): Promise<ThrottleCount> {
    const now = this.now()
    this.sweep(now)
    const limits = new Map(keys.map(({ key, limit }) => [stored(key), limit]))
    // In one order on every process, so that two transactions never wait for each other's rows.
    const names = [...limits.keys()].sort()
    const held = await answered(
      this.knex.transaction(async (trx) => {
        // Merging, not ignoring, an existing row: it is held from here on, so that another
        // process's success cannot clear it between this insert and the read below.
        await trx(LOGIN_FAILURES_TABLE)
          .insert(names.map((key) => ({ key, failures: 0, last: now })))
          .onConflict('key')
          .merge(['key'])
        const rows: Row[] = await trx(LOGIN_FAILURES_TABLE)
          .select('key', 'failures', 'last')
          .whereIn('key', names)
          .orderBy('key')
          .forUpdate()
        const current = new Map(
          rows.map((row) => [row.key, { failures: Number(row.failures), last: Number(row.last) }])
        )
        for (const entry of current.values()) if (now - entry.last >= this.windowMs) entry.failures = 0
        for (const key of names) {
          const entry = current.get(key)!
          if (entry.failures >= limits.get(key)!)
            return { refusedForMs: Math.max(0, entry.last + this.windowMs - now) }
        }
        for (const key of names)
          await trx(LOGIN_FAILURES_TABLE)
            .where({ key })
            .update({ failures: current.get(key)!.failures + 1, last: now })
        return { current }
      })
    )
    if ('refusedForMs' in held) return { failures: [], refusedForMs: held.refusedForMs }
    return { failures: keys.map(({ key }) => held.current.get(stored(key))!.failures) }
  }

  async uncount(key: string) {
    await answered(
      this.knex(LOGIN_FAILURES_TABLE)
        .where({ key: stored(key) })
        .update({ failures: this.knex.raw('CASE WHEN failures > 0 THEN failures - 1 ELSE 0 END') })
    )
  }

  async clear(key: string) {
    await answered(
      this.knex(LOGIN_FAILURES_TABLE)
        .where({ key: stored(key) })
        .delete()
    )
  }

  /** Removes the counts no longer remembered; a failure here only leaves them for the next sweep. */
  private sweep(now: number) {
    if (now - this.lastSweep < SWEEP_MS) return
    this.lastSweep = now
    this.knex(LOGIN_FAILURES_TABLE)
      .where('last', '<', now - this.windowMs)
      .delete()
      .catch(() => {})
  }
}
