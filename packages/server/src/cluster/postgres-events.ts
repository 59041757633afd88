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
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 })
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
      await pool.end()
    }
  }
}
