import fs from 'node:fs'
import path from 'node:path'
import knexFactory, { type Knex } from 'knex'
import type { AppConfig } from '../config'
import { addSqliteFunctions, type SqliteFunctionHost } from './dialects/sqlite-functions'
import { PostgresKnexClient } from './postgres-driver'
import { SqliteKnexClient } from './sqlite-driver'

interface SqliteConnection extends SqliteFunctionHost {
  pragma(source: string): unknown
}

/** The SQLite database file under DATA_DIR. */
export const sqliteFile = (dataDir: string) => path.join(dataDir, 'tutor-admin.sqlite')

/** A Knex instance on PostgreSQL when DATABASE_URL is set, else on SQLite under DATA_DIR. */
export const createKnex = (config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Knex => {
  if (config.databaseUrl)
    return knexFactory({ client: PostgresKnexClient, connection: config.databaseUrl, pool: { min: 0, max: 10 } })
  fs.mkdirSync(config.dataDir, { recursive: true })
  return knexFactory({
    client: SqliteKnexClient,
    connection: { filename: sqliteFile(config.dataDir) },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (conn: SqliteConnection, done: (error: Error | null, conn: unknown) => void) => {
        conn.pragma('journal_mode = WAL')
        conn.pragma('foreign_keys = ON')
        conn.pragma('busy_timeout = 5000')
        conn.pragma('synchronous = NORMAL')
        // The one connection serves every request: 64 MB of pages kept (SQLite keeps 2 MB by default).
        conn.pragma('cache_size = -65536')
        addSqliteFunctions(conn)
        done(null, conn)
      }
    }
  })
}
