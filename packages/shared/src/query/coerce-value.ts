import type { ValueKind } from './query.types'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/

/** Normalises a date to `YYYY-MM-DD` (kept) or a UTC ISO string; `undefined` when invalid. */
export const normaliseDate = (value: unknown): string | undefined => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString()
  if (typeof value !== 'string') return undefined
  if (DATE_ONLY.test(value)) return Number.isNaN(Date.parse(value)) ? undefined : value
  if (!ISO_DATE_TIME.test(value)) return undefined
  const time = Date.parse(value.replace(' ', 'T'))
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * Coerces a filter value (query strings arrive as text) to the kind of its field.
 * Returns `{ ok: false }` when the value does not fit.
 */
export const coerceValue = (kind: ValueKind, value: unknown): { ok: true; value: unknown } | { ok: false } => {
  if (value === null || value === 'null') return { ok: true, value: null }
  switch (kind) {
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      return typeof number === 'number' && Number.isFinite(number) ? { ok: true, value: number } : { ok: false }
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1 || value === '1') return { ok: true, value: true }
      if (value === false || value === 'false' || value === 0 || value === '0') return { ok: true, value: false }
      return { ok: false }
    case 'date': {
      const date = normaliseDate(value)
      return date === undefined ? { ok: false } : { ok: true, value: date }
    }
    default:
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value: String(value) }
      return typeof value === 'string' ? { ok: true, value } : { ok: false }
  }
}
