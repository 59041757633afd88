import crypto from 'node:crypto'
import type { Knex } from 'knex'
import { WORK_LOCKS_TABLE } from '../db/schema/cluster-tables'
import type { WorkLock } from './redis-lock'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A lock in a table of the database that the processes share, for a deployment on PostgreSQL
 * without Redis: a row per name with its holder and expiry, taken when absent or expired. The
 * others wait, polling, so that a process killed while holding it holds up the others `ttlMs` at
 * most. No connection is held while the work runs.
 */
export class DatabaseLock implements WorkLock {
  constructor(
    private readonly knex: Knex,
    private readonly prefix: string,
    private readonly ttlMs = 30_000,
    private readonly pollMs = 50
  ) {}

  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const key = this.prefix + name
    const holder = crypto.randomBytes(12).toString('hex')
    while (!(await this.take(key, holder))) await sleep(this.pollMs)
    try {
      return await work()
    } finally {
      await this.knex(WORK_LOCKS_TABLE)
        .where({ name: key, holder })
        .delete()
        .catch(() => {})
    }
  }

  /** Takes the lock when nobody holds it or its holder's time is up; whether it is ours. */
  private async take(name: string, holder: string) {
    const now = Date.now()
    const taken = await this.knex(WORK_LOCKS_TABLE)
      .insert({ name, holder, expires: now + this.ttlMs })
      .onConflict('name')
      .merge(['holder', 'expires'])
      .where(`${WORK_LOCKS_TABLE}.expires`, '<=', now)
      .returning('holder')
    return taken.length > 0 && taken[0].holder === holder
  }
}
