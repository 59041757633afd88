import type { Knex } from 'knex'
import type { Dialect } from './dialect.types'
import { PostgresDialect } from './postgres'
import { SqliteDialect } from './sqlite'

/** The dialect helper for a Knex instance. */
export const getDialect = (knex: Knex): Dialect =>
  knex.client.config.client === 'pg' ? new PostgresDialect() : new SqliteDialect()

export type { Dialect, SchemaSnapshot } from './dialect.types'
