import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { storedDate } from './DateWidget'

describe('dates as stored (R-WID-13, R-WID-14)', () => {
  it('a date with its time is an ISO string in UTC', () => {
    const picked = dayjs('2026-11-22 14:30:05', 'YYYY-MM-DD HH:mm:ss')
    expect(storedDate(picked, false)).toBe(picked.toDate().toISOString())
    expect(storedDate(picked, false)).toMatch(/Z$/)
  })

  it('a date alone is YYYY-MM-DD, an emptied one null', () => {
    expect(storedDate(dayjs('2026-11-22'), true)).toBe('2026-11-22')
    expect(storedDate(null, true)).toBeNull()
    expect(storedDate(dayjs('nope'), false)).toBe('invalid')
  })
})
