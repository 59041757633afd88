import type { Params } from '@feathersjs/feathers'
import type { Condition } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import type { Dialect } from '../../db/dialects'
import type { Journal } from '../../journal/journal'

export type Id = string

/**
 * Params of item services: `scope` is a filter the caller may not leave (permissions);
 * `answeredAsText`: a list page that goes out as text written by `recordsText` (list-answer.ts).
 */
export interface ItemsParams extends Params<Record<string, unknown>> {
  user?: { _id: string; [key: string]: unknown }
  scope?: Condition
  answeredAsText?: boolean
}

export interface ItemsContext {
  knex: Knex
  dialect: Dialect
  catalogue: Catalogue
  /** Where writes are journaled (none while seeding, or to measure what the journal costs). */
  journal?: Journal
  /** Rows a list counts exactly before estimating (`EXACT_COUNT_LIMIT`). */
  exactCountLimit?: number
}
