import { useQueries, useQuery } from '@tanstack/react-query'
import type { Lang, Paginated } from '@tutor-admin/shared'
import { session } from '../../api/client'
import {
  CALENDAR_COLLECTIONS,
  localDayOf,
  endedCampaigns,
  marksByDay,
  monthRange,
  overlappingAds,
  type CalendarCollection,
  type ScheduledRecord
} from './calendarMonth'

type Row = Omit<ScheduledRecord, 'label'> & { name?: string; title?: Array<{ lang: string; value: string }> }

const FIELDS = ['_id', 'status', 'publishAt', 'unpublishAt']
const EXTRA: Record<CalendarCollection, string[]> = {
  news: ['title'],
  ads: ['name', 'type', 'startDate', 'endDate'],
  campaigns: ['name', 'startDate', 'endDate'],
  events: ['name']
}
/** Most records a month or a warning reads per collection. */
const LIMIT = 500

/** A record's name in the language shown: a translated title, else its name. */
const labelOf = (row: Row, lang: Lang) =>
  row.name ??
  row.title?.find((text) => text.lang === lang)?.value ??
  row.title?.find((text) => text.value)?.value ??
  row._id

const find = async (collection: CalendarCollection, query: Record<string, unknown>, lang: Lang) =>
  (
    await session.call<Paginated<Row>>(collection, 'find', {
      query: { ...query, $select: [...FIELDS, ...EXTRA[collection]], $limit: LIMIT }
    })
  ).data.map((row): ScheduledRecord => ({ ...row, label: labelOf(row, lang) }))

/**
 * The publishing calendar of a month: every news item, ad, campaign and event published or taken
 * down in it, by day; ads sharing a slot at overlapping times; campaigns past their end still live.
 */
export const useCalendar = (year: number, month: number, lang: Lang) => {
  const { from, to, firstDay, lastDay } = monthRange(year, month)
  const inMonth = { $gte: from, $lt: to }
  const months = useQueries({
    queries: CALENDAR_COLLECTIONS.map((collection) => ({
      queryKey: ['calendar', collection, from, lang],
      queryFn: () => find(collection, { $or: [{ publishAt: inMonth }, { unpublishAt: inMonth }] }, lang)
    }))
  })
  const today = localDayOf(new Date().toISOString())
  const { data: ads = [] } = useQuery({
    queryKey: ['calendar', 'adSlots', lang],
    queryFn: () => find('ads', { type: { $ne: null } }, lang)
  })
  const { data: campaigns = [] } = useQuery({
    queryKey: ['calendar', 'endedCampaigns', today, lang],
    queryFn: () => find('campaigns', { endDate: { $lt: new Date().toISOString() } }, lang)
  })
  const records = Object.fromEntries(
    CALENDAR_COLLECTIONS.map((collection, index) => [collection, months[index].data ?? []])
  ) as Record<CalendarCollection, ScheduledRecord[]>
  return {
    marks: marksByDay(records),
    overlaps: overlappingAds(ads, firstDay, lastDay),
    ended: endedCampaigns(campaigns, today),
    loading: months.some((answer) => answer.isPending),
    today
  }
}
