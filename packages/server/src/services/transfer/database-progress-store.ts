import type { Knex } from 'knex'
import { JOB_PROGRESS_TABLE } from '../../db/schema/cluster-tables'
import type { Logger } from '../../logging/logger'

interface Pending {
  progress: unknown
  until: number
}

/** Entries past their time are removed at most this often, by whichever process writes then. */
const SWEEP_MS = 60_000

/**
 * Progress in a table of the PostgreSQL database that every server process shares, for a
 * deployment without Redis (a `ProgressStore` of progress-store.ts). Puts are written one batch at a time in the background, the latest of
 * each key winning, so that a job is never held up by its reports and an older report never lands
 * after a newer one; this process reads its own latest report before it is written.
 */
export class DatabaseProgressStore<T> {
  private readonly pending = new Map<string, Pending>()
  private writing = false
  private lastSweep = 0

  constructor(
    private readonly knex: Knex,
    private readonly prefix: string,
    private readonly logger: Logger
  ) {}

  put(key: string, progress: T, keepMs: number) {
    this.pending.set(this.prefix + key, { progress, until: Date.now() + keepMs })
    if (!this.writing) void this.write()
  }

  async get(key: string) {
    const now = Date.now()
    const pending = this.pending.get(this.prefix + key)
    if (pending) return pending.until > now ? (pending.progress as T) : undefined
    const row = await this.knex(JOB_PROGRESS_TABLE)
      .select('progress')
      .where({ key: this.prefix + key })
      .andWhere('until', '>', now)
      .first()
    return row ? (JSON.parse(row.progress) as T) : undefined
  }

  private async write() {
    this.writing = true
    try {
      while (this.pending.size > 0) {
        const rows = [...this.pending].map(([key, { progress, until }]) => ({
          key,
          progress: JSON.stringify(progress),
          until
        }))
        try {
          await this.knex(JOB_PROGRESS_TABLE).insert(rows).onConflict('key').merge()
        } catch (error) {
          this.logger.warn({ err: error }, 'transfer progress not kept')
        }
        // Only what was written leaves the queue: a newer report of a key stays for the next round.
        for (const row of rows) {
          const pending = this.pending.get(row.key)
          if (pending && JSON.stringify(pending.progress) === row.progress && pending.until === row.until)
            this.pending.delete(row.key)
        }
        await this.sweep()
      }
    } finally {
      this.writing = false
    }
  }

  private async sweep() {
    const now = Date.now()
    if (now - this.lastSweep < SWEEP_MS) return
    this.lastSweep = now
    await this.knex(JOB_PROGRESS_TABLE)
      .where('until', '<=', now)
      .delete()
      .catch(() => {})
  }
}
