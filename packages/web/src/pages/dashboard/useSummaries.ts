import { queryOptions, useQuery } from '@tanstack/react-query'
import { batchFind } from '../../api/batchFind'
import { sessionCall, type ServiceCall } from '../../api/serviceCall'
import type { DashboardSource } from './dashboardSources'

/** How many records a collection holds. */
export interface Summary {
  total: number
}

/** The find of a collection's count alone: no rows. */
const summaryFind = (source: DashboardSource) => ({
  service: source.service,
  query: { $limit: 0 }
})

/**
 * For each collection, its count (the recent changes come from the journal): all in one
 * batch call (dozens of collections, one round trip), shown together; a refused find fails the lot
 * like a refused call. `meta.services` lets real-time events of any of them refresh the lot.
 */
export const summariesQuery = (sources: DashboardSource[], call: ServiceCall = sessionCall) =>
  queryOptions({
    queryKey: ['dashboard', 'summaries', sources.map((source) => source.service)],
    meta: { services: sources.map((source) => source.service) },
    queryFn: async (): Promise<Record<string, Summary>> => {
      const pages = await batchFind(sources.map(summaryFind), call)
      // Offset finds always count: only cursor pages come without a total.
      return Object.fromEntries(
        sources.map((source, index) => [source.key, { total: pages[index].total ?? 0 }])
      )
    }
  })

/** The summaries of the dashboard's collections, once they are known. */
export const useSummaries = (sources: DashboardSource[]) =>
  useQuery({ ...summariesQuery(sources), enabled: sources.length > 0 })
