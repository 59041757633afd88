import { QueryClient } from '@tanstack/react-query'
import { splitLocalePath, type PageCalls } from '@tutor-admin/shared'
import { schemasQuery } from '../api/useSchemas'
import { modulesOfPath } from '../app/pageModules'
import { dashboardQueries } from '../pages/dashboard/dashboardQueries'
import type { PageState, SeededQuery } from '../state/pageState'
import { pageCallsCaller } from './pageCallsCaller'

/**
 * Reads the dashboard's data as the console would ask for it (the catalogue, the charts, the
 * counts and the latest changes), for the page to carry: the console then draws it without
 * waiting for its connection. A query that fails is left out, for the console to ask itself.
 * Undefined when the path is not the dashboard.
 */
export const readDashboardData = async (url: URL, user: PageState['user'], calls: PageCalls) => {
  const { lang, path } = splitLocalePath(url.pathname)
  if (!modulesOfPath(path).includes('dashboard')) return undefined
  const answer = await calls.schemas()
  // A cache of its own for this page: the render's shared one is set only while a page renders.
  const cache = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const read = await Promise.all(
    dashboardQueries(answer, user, pageCallsCaller(calls)).map(async (query): Promise<SeededQuery[]> => {
      try {
        return [{ key: query.queryKey, data: await cache.fetchQuery(query) }]
      } catch {
        return []
      }
    })
  )
  return { lang, queries: [{ key: schemasQuery.queryKey, data: answer }, ...read.flat()] }
}
