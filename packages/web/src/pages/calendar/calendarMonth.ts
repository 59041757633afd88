import { dayOf } from '@tutor-admin/shared'

/** The collections scheduled on the calendar, in the order their items are listed on a day. */
export const CALENDAR_COLLECTIONS = ['news', 'ads', 'campaigns', 'events'] as const
export type CalendarCollection = (typeof CALENDAR_COLLECTIONS)[number]

/** A scheduled record as the calendar reads it. */
export interface ScheduledRecord {
  _id: string
  label: string
  status?: string | null
  publishAt?: string | null
  unpublishAt?: string | null
  /** Ads: the slot it is shown in. */
  type?: string | null
  startDate?: string | null
  endDate?: string | null
}

/** One mark on the calendar: a record published or taken down that day. */
export interface CalendarMark {
  collection: CalendarCollection
  record: ScheduledRecord
  step: 'publish' | 'unpublish'
  day: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local calendar day of a moment, as `YYYY-MM-DD`. */
export const localDayOf = (moment: string): string => {
  const date = new Date(moment)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The day of a stored day or UTC day (the same everywhere), else of a moment in local time. */
const calendarDayOf = (value: string) => dayOf(value) ?? localDayOf(value)

/**
 * The weeks of a month's grid, Monday first: each day `YYYY-MM-DD`, days of the months around it
 * filling the first and last weeks.
 * @example monthWeeks(2026, 1)[0][0] // '2026-01-26' (a Monday)
 */
export const monthWeeks = (year: number, month: number): string[][] => {
  const first = new Date(year, month, 1)
  const start = new Date(year, month, 1 - ((first.getDay() + 6) % 7))
  const weeks: string[][] = []
  for (const day = start; day.getMonth() === month || weeks.length === 0 || day < first;) {
    const week: string[] = []
    for (let index = 0; index < 7; index += 1) {
      week.push(`${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`)
      day.setDate(day.getDate() + 1)
    }
    weeks.push(week)
  }
  return weeks
}

/** The first moment of the month and of the next (for the query of its marks), and its first and last days. */
export const monthRange = (year: number, month: number) => ({
  from: new Date(year, month, 1).toISOString(),
  to: new Date(year, month + 1, 1).toISOString(),
  firstDay: localDayOf(new Date(year, month, 1).toISOString()),
  lastDay: localDayOf(new Date(year, month + 1, 0).toISOString())
})

/** The marks of the records, by day: a record appears on its publishing day and its taking-down day. */
export const marksByDay = (
  records: Record<CalendarCollection, ScheduledRecord[]>
): Map<string, CalendarMark[]> => {
  const byDay = new Map<string, CalendarMark[]>()
  for (const collection of CALENDAR_COLLECTIONS)
    for (const record of records[collection] ?? [])
      for (const step of ['publish', 'unpublish'] as const) {
        const at = step === 'publish' ? record.publishAt : record.unpublishAt
        if (!at) continue
        const day = localDayOf(at)
        byDay.set(day, [...(byDay.get(day) ?? []), { collection, record, step, day }])
      }
  return byDay
}

/** The days an ad is shown: its schedule, else its start and end dates; an open end runs on. */
const periodOf = (ad: ScheduledRecord) => ({
  from: ad.publishAt ? localDayOf(ad.publishAt) : ad.startDate ? calendarDayOf(ad.startDate) : '0000-01-01',
  to: ad.unpublishAt ? localDayOf(ad.unpublishAt) : ad.endDate ? calendarDayOf(ad.endDate) : '9999-12-31'
})

/**
 * Pairs of ads in the same slot whose periods overlap within the days `from`..`to` (the month
 * shown): one slot shows one ad at a time. Drafts count only once scheduled to go live.
 */
export const overlappingAds = (
  ads: ScheduledRecord[],
  from: string,
  to: string
): Array<[ScheduledRecord, ScheduledRecord]> => {
  const placed = ads.filter((ad) => {
    if (!ad.type || !(ad.publishAt || ad.startDate)) return false
    if (ad.status !== 'published' && !ad.publishAt) return false
    const period = periodOf(ad)
    return period.from <= to && from <= period.to
  })
  const pairs: Array<[ScheduledRecord, ScheduledRecord]> = []
  placed.forEach((ad, index) => {
    for (const other of placed.slice(index + 1)) {
      if (other.type !== ad.type) continue
      const a = periodOf(ad)
      const b = periodOf(other)
      if (a.from <= b.to && b.from <= a.to) pairs.push([ad, other])
    }
  })
  return pairs
}

/** Campaigns still published or scheduled though their last day has passed. */
export const endedCampaigns = (campaigns: ScheduledRecord[], today: string): ScheduledRecord[] =>
  campaigns.filter(
    (campaign) =>
      campaign.endDate &&
      calendarDayOf(campaign.endDate) < today &&
      (campaign.status === 'published' || (campaign.publishAt && localDayOf(campaign.publishAt) >= today))
  )
