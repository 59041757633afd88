import type { SchemaState } from './schema-state'

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

/** Creates the sessions, security log, two-factor and API token tables and their indexes when missing; never dropped. */
export const syncSecurityTables = async (schema: SchemaState) => {
  await schema.createTextTable(SESSIONS_TABLE, [...SESSION_COLUMNS, ...REFRESH_COLUMNS])
  await schema.addMissingTextColumns(SESSIONS_TABLE, REFRESH_COLUMNS)
  await schema.createTextTable(SECURITY_EVENTS_TABLE, EVENT_COLUMNS)
  await schema.createTextTable(TWO_FACTOR_TABLE, TWO_FACTOR_COLUMNS)
  await schema.createTextTable(API_TOKENS_TABLE, API_TOKEN_COLUMNS)
  // A token is found by its secret's hash on each request, and listed newest first.
  await schema.createIndex(API_TOKENS_TABLE, ['hash'], true)
  await schema.createIndex(API_TOKENS_TABLE, ['created'])
  for (const columns of SESSION_INDEXES) await schema.createIndex(SESSIONS_TABLE, columns)
  for (const columns of EVENT_INDEXES) await schema.createIndex(SECURITY_EVENTS_TABLE, columns)
}
