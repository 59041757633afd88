import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { pickerValue, storedDate } from './storedDate'

describe('dates as stored (R-WID-13, R-WID-14)', () => {
  it('R-WID-14 a date with its time is an ISO string in UTC', () => {
    const picked = dayjs('2026-11-22 14:30:05', 'YYYY-MM-DD HH:mm:ss')
    expect(storedDate(picked, 'dateTime')).toBe(picked.toDate().toISOString())
    expect(storedDate(picked, 'dateTime')).toMatch(/Z$/)
  })

  it('R-WID-14 a date alone is YYYY-MM-DD, a UTC day YYYY-MM-DDT00:00:00.000Z, an emptied one null', () => {
    expect(storedDate(dayjs('2026-11-22'), 'day')).toBe('2026-11-22')
    expect(storedDate(dayjs('2026-11-22'), 'utcDay')).toBe('2026-11-22T00:00:00.000Z')
    expect(storedDate(null, 'day')).toBeNull()
    expect(storedDate(dayjs('nope'), 'dateTime')).toBe('invalid')
  })

  it('R-WID-14 a UTC date-time is picked in UTC: the wall time picked is the stored time', () => {
    const picked = dayjs.utc('2026-11-22 14:30:05')
    expect(storedDate(picked, 'utcDateTime')).toBe('2026-11-22T14:30:05.000Z')
    expect(pickerValue('2026-11-22T14:30:05.000Z', 'utcDateTime')?.format('HH:mm')).toBe('14:30')
  })

  it('R-WID-14 shows a stored day, UTC or not, on its own calendar day', () => {
    expect(pickerValue('2026-11-22', 'day')?.format('YYYY-MM-DD')).toBe('2026-11-22')
    expect(pickerValue('2026-11-22T00:00:00.000Z', 'utcDay')?.format('YYYY-MM-DD')).toBe('2026-11-22')
    expect(pickerValue('', 'day')).toBeNull()
    expect(pickerValue('nope', 'dateTime')).toBeNull()
  })
})
