import type { Knex } from 'knex'
import type { Dialect } from '../dialects'

/** One row per sign-in of a staff account (`/api/sessions`). */
export const SESSIONS_TABLE = 'staff_sessions'
/** The security log (`/api/securityEvents`). */
export const SECURITY_EVENTS_TABLE = 'security_events'
/** API tokens of machines (`/api/apiTokens`): names, roles and limits, each secret as a hash. */
export const API_TOKENS_TABLE = 'api_tokens'

/** Each staff account's second factor, by account id: sealed secrets, hashed recovery codes. */
export const TWO_FACTOR_TABLE = 'staff_two_factor'

const SESSION_COLUMNS = ['account', 'created', 'lastSeen', 'address', 'device', 'ended', 'endReason']
/** The hashes of a session's refresh secret, added to tables made before them. */
const REFRESH_COLUMNS = ['refreshHash', 'refreshPrevious', 'refreshRotated']
const EVENT_COLUMNS = ['at', 'kind', 'account', 'email', 'address', 'userAgent', 'reason']
export const API_TOKEN_COLUMNS = [
  'name',
  'hash',
  'hint',
  'role',
  'collections',
  'methods',
  'expires',
  'created',
  'createdBy',
  'lastUsed',
  'revoked'
]
const TWO_FACTOR_COLUMNS = ['secret', 'pendingSecret', 'recoveryCodes', 'lastStep', 'enabledAt']

/** A person's sessions, and the idle ones to end; the log by time, per account and per kind. */
const SESSION_INDEXES = [['account', 'created'], ['lastSeen']]
const EVENT_INDEXES = [
  ['at', '_id'],
  ['account', 'at'],
  ['kind', 'at']
]

const createTable = async (knex: Knex, dialect: Dialect, name: string, columns: string[]) => {
  if (await knex.schema.hasTable(name)) return
  await knex.schema.createTable(name, (table) => {
    // Text columns as the journal's: ISO times sort the same on both engines.
    dialect.addColumn(table, '_id', 'text', true)
    for (const column of columns) dialect.addColumn(table, column, 'text')
  })
}

const addMissingColumns = async (knex: Knex, dialect: Dialect, name: string, columns: string[]) => {
  const missing: string[] = []
  for (const column of columns) if (!(await knex.schema.hasColumn(name, column))) missing.push(column)
  if (missing.length)
    await knex.schema.alterTable(name, (table) => {
      for (const column of missing) dialect.addColumn(table, column, 'text')
    })
}

/** Creates the sessions, security log, two-factor and API token tables and their indexes when missing; never dropped. */
export const syncSecurityTables = async (knex: Knex, dialect: Dialect) => {
  await createTable(knex, dialect, SESSIONS_TABLE, [...SESSION_COLUMNS, ...REFRESH_COLUMNS])
  await addMissingColumns(knex, dialect, SESSIONS_TABLE, REFRESH_COLUMNS)
  await createTable(knex, dialect, SECURITY_EVENTS_TABLE, EVENT_COLUMNS)
  await createTable(knex, dialect, TWO_FACTOR_TABLE, TWO_FACTOR_COLUMNS)
  await createTable(knex, dialect, API_TOKENS_TABLE, API_TOKEN_COLUMNS)
  // A token is found by its secret's hash on each request, and listed newest first.
  await dialect.createIndex(knex, API_TOKENS_TABLE, ['hash'], true)
  await dialect.createIndex(knex, API_TOKENS_TABLE, ['created'])
  for (const columns of SESSION_INDEXES) await dialect.createIndex(knex, SESSIONS_TABLE, columns)
  for (const columns of EVENT_INDEXES) await dialect.createIndex(knex, SECURITY_EVENTS_TABLE, columns)
}
