import { buildMenu } from '@tutor-admin/shared'
import { queryClient } from '../../api/queryClient'
import { schemasQuery } from '../../api/useSchemas'
import { useAppStore } from '../../state/appStore'
import { chartPlan } from './chartPlan'
import { enumCountsQuery, refCountsQuery, weeklyCountsQuery } from './chartQueries'
import { dashboardSources } from './dashboardSources'
import { recentChangesQuery } from './recentChangesQuery'
import { summariesQuery } from './useSummaries'

/**
 * Asks for the dashboard's data as soon as the catalogue is in, without waiting for the page to
 * render: the charts first, then the counts (route loader of /dashboard). Ends when all are in.
 */
export const prefetchDashboard = async () => {
  const answer = await queryClient.ensureQueryData(schemasQuery)
  const sources = dashboardSources(answer, buildMenu(answer, useAppStore.getState().user))
  const plan = chartPlan(answer, sources)
  const { status, subjects } = plan
  await Promise.all([
    ...plan.weekly.map(({ service }) => queryClient.prefetchQuery(weeklyCountsQuery(service))),
    status && queryClient.prefetchQuery(enumCountsQuery(status.service, status.field, status.def)),
    subjects &&
      queryClient.prefetchQuery(refCountsQuery(subjects.service, subjects.field, subjects.refService)),
    queryClient.prefetchQuery(summariesQuery(sources)),
    sources.length > 0 && queryClient.prefetchQuery(recentChangesQuery(sources))
  ])
}
