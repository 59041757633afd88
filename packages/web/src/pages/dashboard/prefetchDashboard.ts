import { queryClient } from '../../api/queryClient'
import { schemasQuery } from '../../api/useSchemas'
import { useAppStore } from '../../state/appStore'
import { dashboardQueries } from './dashboardQueries'

/**
 * Asks for the dashboard's data as soon as the catalogue is in, without waiting for the page to
 * render (route loader of /dashboard). Ends when all are in; answers a page the server rendered
 * already carries are not asked again.
 */
export const prefetchDashboard = async () => {
  const answer = await queryClient.ensureQueryData(schemasQuery)
  const queries = dashboardQueries(answer, useAppStore.getState().user)
  await Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
}
