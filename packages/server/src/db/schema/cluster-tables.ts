import type { SchemaState } from './schema-state'

/** Failed sign-ins of every server process, by key (`email:…`, `address:…`), when there is no Redis. */
export const LOGIN_FAILURES_TABLE = 'login_failures'
/** Requests of each API token in its current window, as rate-limiter-flexible's PostgreSQL store keeps them. */
export const TOKEN_RATE_TABLE = 'token_rate_limits'
/** One-time codes that hand a single sign-on to the console (auth/oidc-codes.ts). */
export const OIDC_CODES_TABLE = 'oidc_codes'
/** Who has which record open, with the time each entry expires (services/presence). */
export const PRESENCE_TABLE = 'presence_entries'
/** Locks held while one process does work that the others would otherwise repeat (cluster/database-lock.ts). */
export const WORK_LOCKS_TABLE = 'work_locks'
/** How far each import, export or bulk edit has come, while it runs and a while after (services/transfer). */
export const JOB_PROGRESS_TABLE = 'job_progress'
/** Large messages between server processes on PostgreSQL without Redis (see cluster/postgres-events.ts). */
export const EVENT_ATTACHMENTS_TABLE = 'cluster_event_attachments'

/**
 * The tables through which several processes on one PostgreSQL database share what they would
 * otherwise share through Redis. SQLite, one process's database, has them too but leaves them
 * empty: both engines keep the same tables, so that a backup's schema version is the same on each
 * and a migration finds on PostgreSQL every table it copies.
 */
export const syncClusterTables = async (schema: SchemaState) => {
  await schema.createTable(LOGIN_FAILURES_TABLE, (table) => {
    table.string('key', 400).primary()
    table.integer('failures').notNullable()
    // Milliseconds since 1970 of the last failure: the count is forgotten a window after it.
    table.bigInteger('last').notNullable().index()
  })
  await schema.createTable(TOKEN_RATE_TABLE, (table) => {
    table.string('key', 255).primary()
    table.integer('points').notNullable().defaultTo(0)
    table.bigInteger('expire')
  })
  await schema.createTable(OIDC_CODES_TABLE, (table) => {
    table.string('code', 64).primary()
    table.string('account', 64).notNullable()
    table.bigInteger('expires').notNullable().index()
  })
  await schema.createTable(PRESENCE_TABLE, (table) => {
    table.text('key').primary()
    table.string('collection', 64).notNullable().index()
    table.bigInteger('expires').notNullable().index()
  })
  await schema.createTable(WORK_LOCKS_TABLE, (table) => {
    table.string('name', 200).primary()
    table.string('holder', 24).notNullable()
    table.bigInteger('expires').notNullable()
  })
  await schema.createTable(JOB_PROGRESS_TABLE, (table) => {
    table.string('key', 300).primary()
    table.text('progress').notNullable()
    table.bigInteger('until').notNullable().index()
  })
  // The shape the socket.io PostgreSQL adapter reads and writes.
  await schema.createTable(EVENT_ATTACHMENTS_TABLE, (table) => {
    table.bigIncrements('id')
    table.timestamp('created_at', { useTz: true }).defaultTo(schema.knex.fn.now())
    table.binary('payload')
  })
}
