import { queryOptions, useQuery } from '@tanstack/react-query'
import { batchFind } from '../../api/batchFind'
import type { DashboardSource } from './dashboardSources'

/** How many records a collection holds and its latest changes. */
export interface Summary {
  total: number
  latest: Array<Record<string, unknown>>
}

/** Rows of each collection shown among the recent changes. */
export const LATEST_PER_SOURCE = 5

/** The find of a collection's count and last changes. */
const summaryFind = (source: DashboardSource) => ({
  service: source.service,
  query: {
    $limit: LATEST_PER_SOURCE,
    $sort: { modified: -1 },
    $select: ['_id', 'modified', 'modifiedBy', ...(source.label ? [source.label.name] : [])]
  }
})

/**
 * For each collection, its count and its last changed records (`$sort[modified]=-1`): all in one
 * batch call (dozens of collections, one round trip), shown together; a refused find fails the lot
 * like a refused call. `meta.services` lets real-time events of any of them refresh the lot.
 */
export const summariesQuery = (sources: DashboardSource[]) =>
  queryOptions({
    queryKey: ['dashboard', 'summaries', sources.map((source) => source.service)],
    meta: { services: sources.map((source) => source.service) },
    queryFn: async (): Promise<Map<string, Summary>> => {
      const pages = await batchFind(sources.map(summaryFind))
      // Offset finds always count: only cursor pages come without a total.
      return new Map(
        sources.map((source, index) => [
          source.key,
          { total: pages[index].total ?? 0, latest: pages[index].data }
        ])
      )
    }
  })

/** The summaries of the dashboard's collections, once they are known. */
export const useSummaries = (sources: DashboardSource[]) =>
  useQuery({ ...summariesQuery(sources), enabled: sources.length > 0 })
