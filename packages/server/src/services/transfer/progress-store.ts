import type { Redis } from 'ioredis'
import type { Application } from '../../declarations'
import type { Logger } from '../../logging/logger'
import { DatabaseProgressStore } from './database-progress-store'

export type TransferPhase = 'check' | 'write' | 'export' | 'done' | 'cancelled' | 'failed'

/** How far an import or export has come: `done` of `total` rows in its current phase. */
export interface TransferProgress {
  phase: TransferPhase
  done: number
  total: number
}

/**
 * Where jobs' progress is kept: in memory for one server process, in Redis (or PostgreSQL without
 * Redis) for several, so that a console polling through a load balancer reads it from any of them.
 * An entry lasts `keepMs` after it was last put.
 */
export interface ProgressStore<T = TransferProgress> {
  /** Keeps the progress; never fails the job it reports on. */
  put(key: string, progress: T, keepMs: number): void
  get(key: string): Promise<T | undefined>
}

/** Progress in this process's memory. */
export class MemoryProgressStore<T = TransferProgress> implements ProgressStore<T> {
  private readonly entries = new Map<string, { progress: T; until: number }>()

  put(key: string, progress: T, keepMs: number) {
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
export class RedisProgressStore<T = TransferProgress> implements ProgressStore<T> {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger
  ) {}

  put(key: string, progress: T, keepMs: number) {
    // One connection keeps the order of the puts: the last one put is the one read.
    this.redis
      .set(this.prefix + key, JSON.stringify(progress), 'PX', keepMs)
      .catch((error) => this.logger.warn({ err: error }, 'transfer progress not kept'))
  }

  async get(key: string) {
    const stored = await this.redis.get(this.prefix + key)
    return stored ? (JSON.parse(stored) as T) : undefined
  }
}

const stores = new WeakMap<Application, Map<string, ProgressStore<unknown>>>()

/**
 * The store of a server's jobs of one kind (`transfer`, `bulk-edit`): Redis when the processes
 * share one, else their PostgreSQL database.
 */
export const jobStoreOf = <T>(app: Application, kind: string): ProgressStore<T> => {
  let kinds = stores.get(app)
  if (!kinds) stores.set(app, (kinds = new Map()))
  let store = kinds.get(kind)
  if (!store) {
    const redis = app.get('redis')
    // Shared by every process: in Redis, else in PostgreSQL; SQLite is one process's database.
    store = redis
      ? new RedisProgressStore<unknown>(redis, `${app.get('config').redisPrefix}${kind}:`, app.get('logger'))
      : app.get('dialect').name === 'postgres'
        ? new DatabaseProgressStore<unknown>(app.get('knex'), `${kind}:`, app.get('logger'))
        : new MemoryProgressStore<unknown>()
    kinds.set(kind, store)
  }
  return store as ProgressStore<T>
}

/** The progress store of a server's imports and exports. */
export const progressStoreOf = (app: Application): ProgressStore =>
  jobStoreOf<TransferProgress>(app, 'transfer')
