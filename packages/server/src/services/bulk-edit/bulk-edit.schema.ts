import { BadRequest } from '@feathersjs/errors'
import {
  checkBulkChanges,
  QUERY_LIMITS,
  QueryParser,
  ValidationFailure,
  type BulkChanges,
  type CollectionDef,
  type Condition,
  type EnumDef
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Catalogue } from '../../catalogue/catalogue'
import { tableModel } from '../../db/schema/table-model'
import { invalidData } from '../../errors/invalid-data'
import { isObject } from '../../journal/is-object'
import { findMissingRefs } from '../items/check-refs'

const KEYS = new Set(['collection', 'ids', 'query', 'versions', 'asOf', 'preview', 'set', 'add', 'remove'])
/** A record's version, and the time a list was read at: ISO, milliseconds, UTC. */
const VERSION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const MAX_IDS = QUERY_LIMITS.maxListLength

/** A bulk edit as asked, checked: which records, what changes, and the versions they are based on. */
export interface BulkEditPlan {
  collection: CollectionDef
  /** The records the edit covers: the chosen ids, or the list's filter. */
  filter?: Condition
  versions: Record<string, string>
  asOf?: string
  preview: boolean
  changes: Required<BulkChanges>
}

const keyProblems = (data: Record<string, unknown>, catalogue: Catalogue) => {
  const errors: Record<string, string> = {}
  for (const key of Object.keys(data)) if (!KEYS.has(key)) errors[key] = 'is not a setting of a bulk edit'
  const collection = typeof data.collection === 'string' ? catalogue.byName.get(data.collection) : undefined
  if (!collection || collection.table === false) errors.collection = 'is not a collection'
  const { ids, query, versions, asOf, preview } = data
  if (ids === undefined && query === undefined) errors.ids = 'name the records: ids, or a query'
  if (ids !== undefined && query !== undefined) errors.query = 'give ids or a query, not both'
  if (
    ids !== undefined &&
    (!Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_IDS ||
      !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 64))
  )
    errors.ids = `must be a list of 1 to ${MAX_IDS} record ids`
  if (query !== undefined && !isObject(query)) errors.query = 'must be an object'
  if (
    versions !== undefined &&
    (!isObject(versions) || !Object.values(versions).every((v) => typeof v === 'string' && VERSION.test(v)))
  )
    errors.versions = 'must map record ids to their modified times'
  if (asOf !== undefined && (typeof asOf !== 'string' || !VERSION.test(asOf)))
    errors.asOf = 'must be an ISO time with milliseconds'
  if (preview !== undefined && typeof preview !== 'boolean') errors.preview = 'must be true or false'
  return { errors, collection }
}

/** The filter of the records named: the ids, or the list's query (its filter keys only). */
const filterOf = (collection: CollectionDef, ids: unknown, query: unknown): Condition | undefined => {
  if (Array.isArray(ids)) return new QueryParser(collection.fields).parseFilterOnly({ _id: { $in: ids } })
  const {
    $sort: _sort,
    $limit: _limit,
    $skip: _skip,
    $select: _select,
    ...filter
  } = query as Record<string, unknown>
  try {
    return new QueryParser(collection.fields).parseFilterOnly(filter)
  } catch (error) {
    if (!(error instanceof ValidationFailure)) throw error
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([key, text]) => [`query.${key}`, text])
    )
    throw new ValidationFailure(error.message, errors)
  }
}

/**
 * The body of `POST /api/bulk-edit`, or 400 naming each bad key: the collection, the records
 * (ids or a query), the changes (`checkBulkChanges`, with referenced records that exist), the
 * versions and the preview flag.
 */
export const readBulkEdit = async (
  knex: Knex,
  catalogue: Catalogue,
  data: unknown
): Promise<BulkEditPlan> => {
  if (!isObject(data)) throw new BadRequest('Invalid bulk edit', { errors: { body: 'must be an object' } })
  const { errors, collection } = keyProblems(data, catalogue)
  if (Object.keys(errors).length || !collection)
    throw new BadRequest(
      `Invalid bulk edit: ${Object.entries(errors)
        .map(([key, text]) => `${key} ${text}`)
        .join('; ')}`,
      { errors }
    )
  const enums: Record<string, EnumDef> = catalogue.enums
  try {
    const filter = filterOf(collection, data.ids, data.query)
    const changes = checkBulkChanges(collection, data as BulkChanges, enums)
    const model = tableModel(collection)
    const missing = await findMissingRefs(knex, catalogue, model, [{ ...changes.set, ...changes.add }])
    if (Object.keys(missing).length) {
      const keyOf = (field: string) => (field in changes.set ? `set.${field}` : `add.${field}`)
      const named = Object.entries(missing).map(([field, text]) => [keyOf(field), text])
      throw new ValidationFailure(
        'Invalid bulk edit: references to records that do not exist',
        Object.fromEntries(named),
        Object.fromEntries(named.map(([key]) => [key, 'missingRef']))
      )
    }
    return {
      collection,
      filter,
      versions: (data.versions as Record<string, string> | undefined) ?? {},
      asOf: data.asOf as string | undefined,
      preview: data.preview === true,
      changes
    }
  } catch (error) {
    if (error instanceof ValidationFailure) throw invalidData(error)
    throw error
  }
}
