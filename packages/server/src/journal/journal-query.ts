import { QUERY_LIMITS } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { invalidFields } from '../errors/http-errors'
import { isObject } from './is-object'

/** What a find of the journal or the trash takes: which keys filter by equality, which holds the time. */
export interface JournalQueryShape {
  /** Keys compared for equality, each with its allowed values when they are few. */
  equals: Record<string, readonly string[] | undefined>
  /** The column of the time, filtered by `$gt $gte $lt $lte` and sorted by. */
  time: string
  /** Whether `$search` (text anywhere in the row's content) is taken. */
  search?: boolean
}

/** A find, checked. */
export interface JournalQuery {
  equals: Record<string, string>
  time: Array<[operator: string, value: string]>
  search?: string
  limit: number
  skip: number
  /** Newest first unless asked otherwise. */
  direction: 'asc' | 'desc'
}

const TIME_OPERATORS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }
const MAX_VALUE = 64
const MAX_SEARCH = 200

/** A whole number from a query (REST sends text), or undefined when it is not one. */
const wholeNumber = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined
}

/**
 * Reads the query of a find of the journal or the trash: equality on the shape's keys, a time
 * range, `$search`, `$limit` (10 by default, at most 1000), `$skip` and `$sort` on the time.
 * Anything else, or a value of the wrong form, answers 400 naming each key (C21).
 */
export const readJournalQuery = (query: unknown, shape: JournalQueryShape): JournalQuery => {
  const given = isObject(query) ? query : {}
  const errors: Record<string, string> = {}
  const read: JournalQuery = {
    equals: {},
    time: [],
    limit: QUERY_LIMITS.defaultLimit,
    skip: 0,
    direction: 'desc'
  }
  if (query !== undefined && !isObject(query)) errors.query = 'must be an object'
  for (const [key, value] of Object.entries(given)) {
    // Own keys only: a key such as `__defineGetter__` is no filter.
    if (Object.hasOwn(shape.equals, key)) {
      const allowed = shape.equals[key]
      if (typeof value !== 'string' || value.length === 0 || value.length > MAX_VALUE)
        errors[key] = `must be a text of 1 to ${MAX_VALUE} characters`
      else if (allowed && !allowed.includes(value)) errors[key] = `must be one of ${allowed.join(', ')}`
      else read.equals[key] = value
    } else if (key === shape.time) {
      if (!isObject(value) || Object.keys(value).length === 0) {
        errors[key] = 'must be a range: $gt, $gte, $lt, $lte'
        continue
      }
      for (const [operator, bound] of Object.entries(value)) {
        const time = typeof bound === 'string' ? Date.parse(bound) : NaN
        if (!Object.hasOwn(TIME_OPERATORS, operator))
          errors[`${key}.${operator}`] = 'is not $gt, $gte, $lt or $lte'
        else if (Number.isNaN(time)) errors[`${key}.${operator}`] = 'must be a date'
        else read.time.push([TIME_OPERATORS[operator], new Date(time).toISOString()])
      }
    } else if (key === '$search' && shape.search) {
      if (typeof value !== 'string' || value.trim().length === 0 || value.length > MAX_SEARCH)
        errors[key] = `must be a text of 1 to ${MAX_SEARCH} characters`
      else read.search = value.trim()
    } else if (key === '$limit') {
      const limit = wholeNumber(value)
      if (limit === undefined || limit < 0) errors[key] = 'must be a whole number, 0 or more'
      else read.limit = Math.min(limit, QUERY_LIMITS.maxLimit)
    } else if (key === '$skip') {
      const skip = wholeNumber(value)
      if (skip === undefined || skip < 0 || skip > QUERY_LIMITS.maxSkip)
        errors[key] = `must be a whole number from 0 to ${QUERY_LIMITS.maxSkip}`
      else read.skip = skip
    } else if (key === '$sort') {
      const entries = isObject(value) ? Object.entries(value) : []
      const order = wholeNumber(entries[0]?.[1])
      if (entries.length !== 1 || entries[0][0] !== shape.time || (order !== 1 && order !== -1))
        errors[key] = `must be { ${shape.time}: 1 or -1 }`
      else read.direction = order === 1 ? 'asc' : 'desc'
    } else errors[key] = 'is not a filter of this list'
  }
  if (Object.keys(errors).length) throw invalidFields('query', errors)
  return read
}

/** Applies a checked query's filters (not its page) to a builder. */
export const whereJournal = (builder: Knex.QueryBuilder, query: JournalQuery, time: string) => {
  for (const [key, value] of Object.entries(query.equals)) void builder.where(key, value)
  for (const [operator, value] of query.time) void builder.where(time, operator, value)
  return builder
}

/** Applies a checked query's order and page: by time, then by id (time-ordered too) for ties. */
export const pageJournal = (builder: Knex.QueryBuilder, query: JournalQuery, time: string) =>
  builder
    .orderBy([
      { column: time, order: query.direction },
      { column: '_id', order: query.direction }
    ])
    .limit(query.limit)
    .offset(query.skip)
