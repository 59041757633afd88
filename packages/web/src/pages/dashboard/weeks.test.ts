import { describe, expect, it } from 'vitest'
import { daysBetween, lastWeekStarts, nextWeek } from './weeks'

describe('week buckets of the dashboard charts', () => {
  it('ends with the Monday of the current week and steps back a week at a time', () => {
    const weeks = lastWeekStarts(new Date(2026, 10, 21, 15, 30), 3)
    expect(weeks.map((day) => [day.getMonth() + 1, day.getDate(), day.getDay(), day.getHours()])).toEqual([
      [11, 2, 1, 0],
      [11, 9, 1, 0],
      [11, 16, 1, 0]
    ])
  })

  it('treats Monday itself and Sunday as the same week', () => {
    expect(lastWeekStarts(new Date(2026, 10, 16), 1)[0].getDate()).toBe(16)
    expect(lastWeekStarts(new Date(2026, 10, 22, 23, 59), 1)[0].getDate()).toBe(16)
  })

  it('gives 12 consecutive weeks across a month end', () => {
    const weeks = lastWeekStarts(new Date(2026, 2, 3), 12)
    expect(weeks).toHaveLength(12)
    for (let index = 1; index < weeks.length; index++)
      expect(daysBetween(weeks[index - 1], weeks[index])).toBe(7)
    expect(daysBetween(weeks[11], nextWeek(weeks[11]))).toBe(7)
  })
})
