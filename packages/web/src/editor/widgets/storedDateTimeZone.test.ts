import dayjs from 'dayjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate, setDateLocale } from '../../i18n/dates'
import { pickerValue, storedDate } from './storedDate'

/**
 * The same days and times in a browser west of UTC (Toronto, UTC-5 in winter), where local midnight
 * of a day is the previous day's evening in UTC (R-WID-14).
 */
const zone = process.env.TZ

beforeAll(() => {
  process.env.TZ = 'America/Toronto'
  setDateLocale('en')
})
afterAll(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('dates in another time zone (R-WID-14)', () => {
  it('runs west of UTC', () => {
    expect(new Date('2026-11-22T00:00:00.000Z').getTimezoneOffset()).toBe(300)
  })

  it('R-WID-14 a UTC day shows and stores the same calendar day as in Hong Kong', () => {
    const stored = '2026-11-22T00:00:00.000Z'
    expect(formatDate(stored, 'utcDay')).toBe('Nov 22, 2026')
    // As local time it would be the evening before: what the field avoids.
    expect(formatDate(stored, 'dateTime')).toBe('Nov 21, 2026 7:00 PM')
    const shown = pickerValue(stored, 'utcDay')
    expect(shown?.format('YYYY-MM-DD')).toBe('2026-11-22')
    expect(storedDate(shown, 'utcDay')).toBe(stored)
    expect(storedDate(dayjs('2026-11-22'), 'utcDay')).toBe(stored)
  })

  it('R-WID-14 a UTC date-time shows and edits its UTC time, marked UTC; a local one the local time', () => {
    const stored = '2026-11-22T14:30:00.000Z'
    expect(formatDate(stored, 'utcDateTime')).toBe('Nov 22, 2026 2:30 PM UTC')
    expect(formatDate(stored, 'dateTime')).toBe('Nov 22, 2026 9:30 AM')
    expect(pickerValue(stored, 'utcDateTime')?.format('HH:mm')).toBe('14:30')
    expect(pickerValue(stored, 'dateTime')?.format('HH:mm')).toBe('09:30')
    expect(storedDate(dayjs('2026-11-22 09:30'), 'dateTime')).toBe(stored)
  })
})
