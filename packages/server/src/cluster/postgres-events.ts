import pg from 'pg'
import type { Server } from 'socket.io'
import type { AppConfig } from '../config'
import { EVENT_ATTACHMENTS_TABLE } from '../db/schema/cluster-tables'
import type { Logger } from '../logging/logger'

/** Prefix of the notification channels, one per socket.io namespace. */
const CHANNEL_PREFIX = 'tutor_admin_events'

/** Installs an adapter on a socket.io server and closes what it opened. */
export interface EventsAdapter {
  install(io: Server): void
  close(): Promise<void>
}

type Connected = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void
) => void

/** A promise that never settles: what a closed pool answers for a connection. */
const never = <T>() => new Promise<T>(() => {})

/**
 * The adapter's pool. The adapter takes its listening connection with `connect()` and keeps it
 * only once it listens: closed before then (a server stopped right after its start), it never
 * hands it back, and `end()` would wait for it forever. So this pool knows the connections it lent
 * that way; `close()` ends those still lent, and after it the adapter's retries get none.
 */
class ListeningPool extends pg.Pool {
  private readonly lent = new Set<pg.PoolClient>()
  private closing = false

  // `query` takes its connections through the callback form, and hands them back itself.
  override connect(): Promise<pg.PoolClient>
  override connect(callback: Connected): void
  override connect(callback?: Connected): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback)
    if (this.closing) return never()
    return super.connect().then((client) => {
      if (this.closing) {
        client.release(true)
        return never<pg.PoolClient>()
      }
      this.lent.add(client)
      const release = client.release.bind(client)
      client.release = (error?: Error | boolean) => {
        this.lent.delete(client)
        release(error)
      }
      return client
    })
  }

  /** Ends the connections still lent (their setup then fails), and the pool. */
  async close() {
    this.closing = true
    for (const client of this.lent) client.release(true)
    await this.end()
  }
}

/**
 * The socket.io PostgreSQL adapter: the processes of a deployment without Redis reach each other
 * through LISTEN/NOTIFY on the database they share. Its pool of its own has two connections: one
 * listens for its whole life, the other sends every message in turn, so that two events sent one
 * after the other arrive in that order (a demotion before the next record it may no longer read).
 */
export const postgresEvents = async (config: AppConfig, logger: Logger): Promise<EventsAdapter> => {
  // A CommonJS package marked as compiled from ES modules: node sees its exports as named ones, a
  // bundle may put them under the default export.
  type Adapter = typeof import('@socket.io/postgres-adapter')
  const loaded: Adapter & { default?: Adapter } = await import('@socket.io/postgres-adapter')
  const { createAdapter } = loaded.default ?? loaded
  const pool = new ListeningPool({ connectionString: config.databaseUrl, max: 2 })
  let closing = false
  let failing = false
  const failed = (error: Error) => {
    if (closing || failing) return
    // Once per outage: the adapter retries on its own and would repeat it every few seconds.
    failing = true
    logger.error({ err: error }, 'PostgreSQL events between processes failed; retrying')
    setTimeout(() => (failing = false), 60_000).unref()
  }
  // An idle connection that the database ended: the pool replaces it.
  pool.on('error', failed)
  let io: Server | undefined
  return {
    install(server) {
      io = server
      server.adapter(
        createAdapter(pool, {
          // Messages too big for a notification (8000 bytes) wait there for the other processes.
          tableName: EVENT_ATTACHMENTS_TABLE,
          channelPrefix: CHANNEL_PREFIX,
          errorHandler: failed
        })
      )
    },
    async close() {
      closing = true
      // Closing the adapter stops its timers and hands back the listening connection.
      await io?.of('/').adapter.close()
      await pool.close()
    }
  }
}
