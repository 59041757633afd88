import { dateFormOf, dayOf, type FieldDef, type SearchKind } from '@tutor-admin/shared'
import dayjs from 'dayjs'
// Loads dayjs' UTC plugin with the console's date settings.
import '../../i18n/dates'

/** How a typed condition value is entered: its input type, and the value to text and back. */
export interface ConditionInput {
  type: 'text' | 'number' | 'date' | 'datetime-local'
  /** Times are entered in UTC (a date-time field kept in UTC, R-WID-14). */
  utc: boolean
  show: (value: unknown) => string
  read: (text: string) => unknown
}

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm'

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/**
 * The input of a typed condition value: numbers as numbers; dates as their field stores them
 * (R-WID-14): a day `YYYY-MM-DD`, a UTC day at UTC midnight, a date-time as ISO (UTC) entered in
 * local time, or in UTC for a field kept in UTC. Empty text is no value (null).
 */
export const conditionInput = (kind: SearchKind, field: FieldDef): ConditionInput => {
  const blank = (read: (text: string) => unknown) => (text: string) =>
    text.trim() === '' ? null : read(text)
  if (kind === 'number')
    return {
      type: 'number',
      utc: false,
      show: asText,
      read: blank((text) => (Number.isFinite(Number(text)) ? Number(text) : null))
    }
  if (kind !== 'date') return { type: 'text', utc: false, show: asText, read: blank((text) => text) }
  const form = dateFormOf(field.params)
  if (form === 'day' || form === 'utcDay')
    return {
      type: 'date',
      utc: false,
      show: (value) => dayOf(value) ?? '',
      read: blank((text) => (form === 'utcDay' ? `${text}T00:00:00.000Z` : text))
    }
  const utc = form === 'utcDateTime'
  const parse = (value: unknown) => (utc ? dayjs.utc(value as string) : dayjs(value as string))
  return {
    type: 'datetime-local',
    utc,
    show: (value) =>
      typeof value === 'string' && parse(value).isValid() ? parse(value).format(LOCAL_INPUT) : '',
    read: blank((text) => (parse(text).isValid() ? parse(text).toISOString() : null))
  }
}
