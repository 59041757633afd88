import { useQuery } from '@tanstack/react-query'
import { DATA_CONSTANTS, translate, type EnumDef, type Lang, type TranslatedText } from '@tutor-admin/shared'
import { session } from '../../api/client'
import { labelText } from '../../i18n/labelText'
import { count, countBy, fetchAllOrNothing } from './countBy'
import { lastWeekStarts, nextWeek } from './weeks'

/** Weeks shown by the weekly chart. */
export const CHART_WEEKS = 12
/** Subjects shown by the lessons chart, the busiest first. */
export const TOP_SUBJECTS = 8

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN)

/** New records of a collection per week over the last 12 weeks, by their `created` date. */
export const useWeeklyCounts = (service: string | undefined) =>
  useQuery({
    queryKey: [service, 'weekly', lastWeekStarts(new Date(), 1)[0].toISOString()],
    enabled: Boolean(service),
    queryFn: async (): Promise<Array<{ week: Date; count: number }>> => {
      const weeks = lastWeekStarts(new Date(), CHART_WEEKS)
      const counts = await countBy(
        service!,
        { created: { $gte: weeks[0].toISOString() } },
        ['created'],
        weeks.map((week) => {
          const end = nextWeek(week)
          return {
            query: { created: { $gte: week.toISOString(), $lt: end.toISOString() } },
            matches: (row) => time(row.created) >= week.getTime() && time(row.created) < end.getTime()
          }
        })
      )
      return weeks.map((week, index) => ({ week, count: counts[index] }))
    }
  })

/** Records of a collection per value of an enumerated field, labelled in the interface language. */
export const useEnumCounts = (
  service: string | undefined,
  field: string,
  def: EnumDef | undefined,
  lang: Lang
) =>
  useQuery({
    queryKey: [service, 'byEnum', field],
    enabled: Boolean(service && def),
    queryFn: async (): Promise<Array<{ value: string; count: number }>> => {
      const values = def!.values
      const counts = await countBy(
        service!,
        {},
        [field],
        values.map((value) => ({ query: { [field]: value }, matches: (row) => row[field] === value }))
      )
      return values.map((value, index) => ({ value, count: counts[index] }))
    },
    select: (entries) =>
      entries.map((entry) => ({ ...entry, label: labelText(def!.labels[entry.value], lang) || entry.value }))
  })

type Named = { _id: string; name?: TranslatedText[] | string }

/** Counts per referenced id: from the rows when they fit in a page, else one count per referenced record. */
const countPerRef = async (
  service: string,
  field: string,
  refService: string
): Promise<Map<string, number>> => {
  const rows = await fetchAllOrNothing(service, {}, [field])
  if (rows) {
    const counts = new Map<string, number>()
    for (const row of rows)
      if (typeof row[field] === 'string') counts.set(row[field], (counts.get(row[field]) ?? 0) + 1)
    return counts
  }
  const refs = await session.call<{ data: Named[] }>(refService, 'find', {
    query: { $limit: DATA_CONSTANTS.referenceLookupLimit, $select: ['_id'] }
  })
  const counts = await Promise.all(refs.data.map((ref) => count(service, { [field]: ref._id })))
  return new Map(refs.data.map((ref, index) => [ref._id, counts[index]]))
}

/** Records of a collection per referenced record (lessons per subject), the most frequent first. */
export const useRefCounts = (
  service: string | undefined,
  field: string,
  refService: string | undefined,
  lang: Lang
) =>
  useQuery({
    queryKey: [service, 'byRef', field, refService],
    enabled: Boolean(service && refService),
    meta: { services: [refService] },
    queryFn: async (): Promise<Array<{ name?: Named['name']; count: number }>> => {
      const counts = await countPerRef(service!, field, refService!)
      const top = [...counts]
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP_SUBJECTS)
      if (top.length === 0) return []
      const names = await session.call<{ data: Named[] }>(refService!, 'find', {
        query: { _id: { $in: top.map(([id]) => id) }, $limit: top.length, $select: ['_id', 'name'] }
      })
      const byId = new Map(names.data.map((ref) => [ref._id, ref.name]))
      return top.map(([id, n]) => ({ name: byId.get(id), count: n }))
    },
    select: (entries) =>
      entries.map((entry) => ({
        label: typeof entry.name === 'string' ? entry.name : translate(entry.name, lang),
        count: entry.count
      }))
  })
