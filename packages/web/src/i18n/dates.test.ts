import { describe, expect, it } from 'vitest'
import { formatDate, formatDateParts, setDateLocale } from './dates'

describe('dates (R-RT-18, R-RT-14)', () => {
  const moment = new Date(2026, 10, 21, 15, 5)

  it("shows 'lll' with the time and 'll' for a date alone, in the active language", () => {
    setDateLocale('en')
    expect(formatDate(moment)).toBe('Nov 21, 2026 3:05 PM')
    expect(formatDate(moment, 'day')).toBe('Nov 21, 2026')
    setDateLocale('cht')
    expect(formatDate(moment)).toBe('2026年11月21日 15:05')
    expect(formatDate(moment, 'day')).toBe('2026年11月21日')
    setDateLocale('chs')
    expect(formatDate(moment)).toBe('2026年11月21日 15:05')
    setDateLocale('en')
  })

  it('parts a date-time into its day and its time, which a narrow cell may wrap between', () => {
    setDateLocale('en')
    expect(formatDateParts(moment)).toEqual(['Nov 21, 2026', '3:05 PM'])
    expect(formatDateParts(moment, 'day')).toEqual(['Nov 21, 2026'])
    expect(formatDateParts('2026-11-21T15:05:00.000Z', 'utcDateTime')).toEqual([
      'Nov 21, 2026',
      '3:05 PM UTC'
    ])
    setDateLocale('cht')
    expect(formatDateParts(moment)).toEqual(['2026年11月21日', '15:05'])
    expect(formatDateParts('not a date')).toEqual([])
    setDateLocale('en')
  })

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
