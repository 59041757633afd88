import { queryOptions, useQuery } from '@tanstack/react-query'
import { session } from '../../api/client'
import type { DashboardSource } from './dashboardSources'

/** How many records a collection holds and its latest changes. */
export interface Summary {
  total: number
  latest: Array<Record<string, unknown>>
}

/** Rows of each collection shown among the recent changes. */
export const LATEST_PER_SOURCE = 5

const summarise = async (source: DashboardSource): Promise<Summary> => {
  const select = ['_id', 'modified', 'modifiedBy', ...(source.label ? [source.label.name] : [])]
  const answer = await session.call<{ total: number; data: Array<Record<string, unknown>> }>(
    source.service,
    'find',
    {
      query: { $limit: LATEST_PER_SOURCE, $sort: { modified: -1 }, $select: select }
    }
  )
  return { total: answer.total, latest: answer.data }
}

/**
 * For each collection, its count and its last changed records (`$sort[modified]=-1`): one call per
 * collection, all in flight together and shown together. `meta.services` lets real-time events of
 * any of them refresh the lot.
 */
export const summariesQuery = (sources: DashboardSource[]) =>
  queryOptions({
    queryKey: ['dashboard', 'summaries', sources.map((source) => source.service)],
    meta: { services: sources.map((source) => source.service) },
    queryFn: async (): Promise<Map<string, Summary>> => {
      const summaries = await Promise.all(sources.map(summarise))
      return new Map(sources.map((source, index) => [source.key, summaries[index]]))
    }
  })

/** The summaries of the dashboard's collections, once they are known. */
export const useSummaries = (sources: DashboardSource[]) =>
  useQuery({ ...summariesQuery(sources), enabled: sources.length > 0 })
