import type { Knex } from 'knex'
import type { Dialect } from './dialect.types'
import { PostgresDialect } from './postgres'
import { SqliteDialect } from './sqlite'

/** The dialect helper for a Knex instance, told by its client (knex's own or one of ours extending it). */
export const getDialect = (knex: Knex): Dialect =>
  (knex.client as { dialect?: string }).dialect === 'postgresql' ? new PostgresDialect() : new SqliteDialect()

export type { Dialect, SchemaSnapshot } from './dialect.types'
