import type { Knex } from 'knex'
import type { Catalogue } from '../catalogue/catalogue'
import type { Dialect } from '../db/dialects'

/** What seeding needs: the database and the catalogue it was migrated to. */
export interface SeedContext {
  knex: Knex
  dialect: Dialect
  catalogue: Catalogue
}

/** A record to seed: catalogue fields, with `_id` and `created` optionally chosen by the seeder. */
export type SeedRecord = Record<string, unknown>
