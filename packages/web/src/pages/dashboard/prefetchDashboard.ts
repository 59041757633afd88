import { buildMenu } from '@tutor-admin/shared'
import { queryClient } from '../../api/queryClient'
import { schemasQuery } from '../../api/useSchemas'
import { useAppStore } from '../../app/appStore'
import { chartPlan } from './chartPlan'
import { enumCountsQuery, refCountsQuery, weeklyCountsQuery } from './chartQueries'
import { dashboardSources } from './dashboardSources'
import { summariesQuery } from './useSummaries'

/**
 * Asks for the dashboard's data as soon as the catalogue is in, without waiting for the page to
 * render: the charts first, then the counts (route loader of /dashboard).
 */
export const prefetchDashboard = async () => {
  const answer = await queryClient.ensureQueryData(schemasQuery)
  const sources = dashboardSources(answer, buildMenu(answer, useAppStore.getState().user))
  const plan = chartPlan(answer, sources)
  for (const { service } of plan.weekly) void queryClient.prefetchQuery(weeklyCountsQuery(service))
  if (plan.status)
    void queryClient.prefetchQuery(enumCountsQuery(plan.status.service, plan.status.field, plan.status.def))
  if (plan.subjects)
    void queryClient.prefetchQuery(
      refCountsQuery(plan.subjects.service, plan.subjects.field, plan.subjects.refService)
    )
  void queryClient.prefetchQuery(summariesQuery(sources))
}
