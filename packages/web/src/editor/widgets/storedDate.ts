import type { DateForm } from '@tutor-admin/shared'
import dayjs, { type Dayjs } from 'dayjs'
import { dayOf } from '@tutor-admin/shared'
// Loads dayjs' UTC plugin with the console's date settings.
import '../../i18n/dates'

/** The formats typed into a date picker (R-WID-13). */
export const DATE_FORMAT = 'YYYY-MM-DD'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

/** Whether the picker works in UTC rather than local time: date-times kept in UTC (R-WID-14). */
export const picksInUtc = (form: DateForm) => form === 'utcDateTime'

/**
 * The stored form of a picked date (R-WID-14): an ISO string in UTC when the time is included;
 * `YYYY-MM-DD` for a day, `YYYY-MM-DDT00:00:00.000Z` for a UTC day (the picked calendar day,
 * whatever the browser's time zone); `null` when emptied, and what was typed while it is not a date.
 */
export const storedDate = (picked: Dayjs | null, form: DateForm): string | null => {
  if (!picked) return null
  if (!picked.isValid()) return 'invalid'
  if (form === 'day') return picked.format(DATE_FORMAT)
  if (form === 'utcDay') return `${picked.format(DATE_FORMAT)}T00:00:00.000Z`
  return picked.toISOString()
}

/**
 * A stored date as the picker shows it: a day at local midnight of that calendar day, a UTC
 * date-time in UTC, others in local time; `null` when empty or not a date.
 */
export const pickerValue = (value: unknown, form: DateForm): Dayjs | null => {
  if (typeof value !== 'string' || value === '') return null
  const day = form === 'day' || form === 'utcDay' ? dayOf(value) : undefined
  const parsed = day ? dayjs(day) : picksInUtc(form) ? dayjs.utc(value) : dayjs(value)
  return parsed.isValid() ? parsed : null
}
