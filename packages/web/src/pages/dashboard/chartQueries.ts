import { queryOptions } from '@tanstack/react-query'
import {
  DATA_CONSTANTS,
  TRANSLATION_GAPS_PATH,
  type CollectionGaps,
  type EnumDef,
  type TranslatedText
} from '@tutor-admin/shared'
import { sessionCall, type ServiceCall } from '../../api/serviceCall'
import { count, countBy, fetchAllOrNothing } from './countBy'
import { lastWeekStarts, nextWeek } from './weeks'

/** Weeks shown by the weekly chart. */
export const CHART_WEEKS = 12
/** Subjects shown by the lessons chart, the busiest first. */
export const TOP_SUBJECTS = 8

const time = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN)

/**
 * New records of a collection per week over the last 12 weeks, by their `created` date; each week
 * by its first moment as ISO text (data a page rendered on the server carries as JSON).
 */
export const weeklyCountsQuery = (service: string, call: ServiceCall = sessionCall) =>
  queryOptions({
    queryKey: [service, 'weekly', lastWeekStarts(new Date(), 1)[0].toISOString()],
    queryFn: async (): Promise<Array<{ week: string; count: number }>> => {
      const weeks = lastWeekStarts(new Date(), CHART_WEEKS)
      const counts = await countBy(
        service,
        { created: { $gte: weeks[0].toISOString() } },
        ['created'],
        weeks.map((week) => {
          const end = nextWeek(week)
          return {
            query: { created: { $gte: week.toISOString(), $lt: end.toISOString() } },
            matches: (row) => time(row.created) >= week.getTime() && time(row.created) < end.getTime()
          }
        }),
        call
      )
      return weeks.map((week, index) => ({ week: week.toISOString(), count: counts[index] }))
    }
  })

/** Records of a collection per value of an enumerated field. */
export const enumCountsQuery = (
  service: string,
  field: string,
  def: EnumDef,
  call: ServiceCall = sessionCall
) =>
  queryOptions({
    queryKey: [service, 'byEnum', field],
    queryFn: async (): Promise<Array<{ value: string; count: number }>> => {
      const counts = await countBy(
        service,
        {},
        [field],
        def.values.map((value) => ({ query: { [field]: value }, matches: (row) => row[field] === value })),
        call
      )
      return def.values.map((value, index) => ({ value, count: counts[index] }))
    }
  })

type Named = { _id: string; name?: TranslatedText[] | string }

/** Counts per referenced id: from the rows when they fit in a page, else one count per referenced record. */
const countPerRef = async (
  service: string,
  field: string,
  refService: string,
  call: ServiceCall
): Promise<Map<string, number>> => {
  const rows = await fetchAllOrNothing(service, {}, [field], call)
  if (rows) {
    const counts = new Map<string, number>()
    for (const row of rows)
      if (typeof row[field] === 'string') counts.set(row[field], (counts.get(row[field]) ?? 0) + 1)
    return counts
  }
  const refs = await call<{ data: Named[] }>(refService, 'find', {
    query: { $limit: DATA_CONSTANTS.referenceLookupLimit, $select: ['_id'] }
  })
  const counts = await Promise.all(refs.data.map((ref) => count(service, { [field]: ref._id }, call)))
  return new Map(refs.data.map((ref, index) => [ref._id, counts[index]]))
}

const namesOf = async (
  refService: string,
  query: Record<string, unknown>,
  call: ServiceCall
): Promise<Map<string, Named['name']>> => {
  const answer = await call<{ data: Named[] }>(refService, 'find', {
    query: { ...query, $select: ['_id', 'name'] }
  })
  return new Map(answer.data.map((ref) => [ref._id, ref.name]))
}

/** Records of a collection per referenced record (lessons per subject), the most frequent first. */
export const refCountsQuery = (
  service: string,
  field: string,
  refService: string,
  call: ServiceCall = sessionCall
) =>
  queryOptions({
    queryKey: [service, 'byRef', field, refService],
    meta: { services: [refService] },
    queryFn: async (): Promise<Array<{ name?: Named['name']; count: number }>> => {
      // The names of a first page of referenced records load alongside the counts.
      const [counts, names] = await Promise.all([
        countPerRef(service, field, refService, call),
        namesOf(refService, { $limit: DATA_CONSTANTS.referenceLookupLimit }, call)
      ])
      const top = [...counts]
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP_SUBJECTS)
      const missing = top.map(([id]) => id).filter((id) => !names.has(id))
      if (missing.length)
        for (const [id, name] of await namesOf(
          refService,
          { _id: { $in: missing }, $limit: missing.length },
          call
        ))
          names.set(id, name)
      return top.map(([id, n]) => ({ name: names.get(id), count: n }))
    }
  })

/** Records missing each language, per collection with translatable text the user may read. */
export const translationGapsQuery = (call: ServiceCall = sessionCall) =>
  queryOptions({
    queryKey: [TRANSLATION_GAPS_PATH],
    queryFn: () => call<CollectionGaps[]>(TRANSLATION_GAPS_PATH, 'find', { query: {} })
  })
