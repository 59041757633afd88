import type { Knex } from 'knex'
import type { Catalogue } from '../catalogue/catalogue'
import type { Dialect } from '../db/dialects'
import type { Storage } from '../storage'

/** What seeding needs: the database and the catalogue it was migrated to. */
export interface SeedContext {
  knex: Knex
  dialect: Dialect
  catalogue: Catalogue
  /** Where the demo's pictures are kept; without it the demo has none. */
  storage?: Storage
}

/** A record to seed: catalogue fields, with `_id` and `created` optionally chosen by the seeder. */
export type SeedRecord = Record<string, unknown>
