import { describe, expect, it } from 'vitest'
import { formatDate, setDateLocale } from './dates'

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

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
