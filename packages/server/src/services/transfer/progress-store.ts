import type { Redis } from 'ioredis'
import type { Application } from '../../declarations'
import type { Logger } from '../../logging/logger'

export type TransferPhase = 'check' | 'write' | 'export' | 'done' | 'cancelled' | 'failed'

/** How far an import or export has come: `done` of `total` rows in its current phase. */
export interface TransferProgress {
  phase: TransferPhase
  done: number
  total: number
}

/**
 * Where jobs' progress is kept: in memory for one server process, in Redis for several, so that a
 * console polling through a load balancer reads it from any of them. An entry lasts `keepMs`
 * after it was last put.
 */
export interface ProgressStore {
  /** Keeps the progress; never fails the job it reports on. */
  put(key: string, progress: TransferProgress, keepMs: number): void
  get(key: string): Promise<TransferProgress | undefined>
}

/** Progress in this process's memory. */
export class MemoryProgressStore implements ProgressStore {
  private readonly entries = new Map<string, { progress: TransferProgress; until: number }>()

  put(key: string, progress: TransferProgress, keepMs: number) {
    const now = Date.now()
    // Put again, an entry moves to the end: the oldest come first, and the sweep stops at a fresh one.
    this.entries.delete(key)
    this.entries.set(key, { progress, until: now + keepMs })
    for (const [old, entry] of this.entries) {
      if (entry.until > now) break
      this.entries.delete(old)
    }
  }

  async get(key: string) {
    const entry = this.entries.get(key)
    return entry && entry.until > Date.now() ? entry.progress : undefined
  }
}

/** Progress in Redis, under `prefix`, shared by every server process. */
export class RedisProgressStore implements ProgressStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger
  ) {}

  put(key: string, progress: TransferProgress, keepMs: number) {
    // One connection keeps the order of the puts: the last one put is the one read.
    this.redis
      .set(this.prefix + key, JSON.stringify(progress), 'PX', keepMs)
      .catch((error) => this.logger.warn({ err: error }, 'transfer progress not kept'))
  }

  async get(key: string) {
    const stored = await this.redis.get(this.prefix + key)
    return stored ? (JSON.parse(stored) as TransferProgress) : undefined
  }
}

const stores = new WeakMap<Application, ProgressStore>()

/** The progress store of a server: Redis when the processes share one. */
export const progressStoreOf = (app: Application): ProgressStore => {
  let store = stores.get(app)
  if (!store) {
    const redis = app.get('redis')
    store = redis
      ? new RedisProgressStore(redis, `${app.get('config').redisPrefix}transfer:`, app.get('logger'))
      : new MemoryProgressStore()
    stores.set(app, store)
  }
  return store
}
