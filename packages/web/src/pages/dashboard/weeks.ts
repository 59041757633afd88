/** Milliseconds in a day. */
const DAY = 24 * 60 * 60 * 1000

/**
 * The Mondays (local midnight) starting the last `count` weeks, oldest first; the last one is the
 * current week's.
 * @example lastWeekStarts(new Date('2026-11-21'), 2) // [Mon 9 Nov, Mon 16 Nov]
 */
export const lastWeekStarts = (now: Date, count: number): Date[] => {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7))
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(monday)
    start.setDate(monday.getDate() - (count - 1 - index) * 7)
    return start
  })
}

/** The start of the week after a week start (a week later, across daylight-saving changes). */
export const nextWeek = (start: Date): Date => {
  const next = new Date(start)
  next.setDate(start.getDate() + 7)
  return next
}

/** Whole days between two dates, for tests and labels. */
export const daysBetween = (from: Date, to: Date): number => Math.round((to.getTime() - from.getTime()) / DAY)
