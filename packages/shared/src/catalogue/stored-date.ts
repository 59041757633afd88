import { normaliseDate } from '../query/coerce-value'
import type { FieldParams } from './catalogue.types'

/**
 * How a date field is stored (R-WID-14): a day as `YYYY-MM-DD`; a UTC day as
 * `YYYY-MM-DDT00:00:00.000Z`; a date with its time as an ISO string in UTC, read in local time
 * (`dateTime`) or in UTC (`utcDateTime`).
 */
export type DateForm = 'day' | 'utcDay' | 'dateTime' | 'utcDateTime'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ZONE = /(Z|[+-]\d{2}:?\d{2})$/
const UTC_MIDNIGHT = 'T00:00:00.000Z'

/** The form of a date field from its `dateOnly` and `utc` params. */
export const dateFormOf = (params: FieldParams = {}): DateForm => {
  if (params.dateOnly) return params.utc ? 'utcDay' : 'day'
  return params.utc ? 'utcDateTime' : 'dateTime'
}

/** A day or a date-time without a zone, read as UTC. */
const asUtc = (value: unknown): unknown => {
  if (typeof value !== 'string') return value
  if (DAY.test(value)) return `${value}${UTC_MIDNIGHT}`
  return ZONE.test(value) ? value : `${value}Z`
}

/**
 * A date as its field stores it, `undefined` when it is not one of the forms the field takes: a
 * day takes `YYYY-MM-DD` only; a UTC day also an ISO date-time at UTC midnight; a UTC date-time
 * reads a day or a date-time without a zone as UTC; a local date-time keeps a day as it is.
 * @example storedDateOf('2026-03-01', 'utcDay') // '2026-03-01T00:00:00.000Z'
 */
export const storedDateOf = (value: unknown, form: DateForm): string | undefined => {
  switch (form) {
    case 'day':
      return typeof value === 'string' && DAY.test(value) ? normaliseDate(value) : undefined
    case 'utcDay': {
      const date = normaliseDate(asUtc(value))
      return date?.endsWith(UTC_MIDNIGHT) ? date : undefined
    }
    case 'utcDateTime':
      return normaliseDate(asUtc(value))
    case 'dateTime':
      return normaliseDate(value)
  }
}

/** The day of a stored day or UTC day, `YYYY-MM-DD`; `undefined` for anything else. */
export const dayOf = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined
  const day = value.slice(0, 10)
  return DAY.test(day) && (value.length === 10 || value.slice(10) === UTC_MIDNIGHT) ? day : undefined
}
