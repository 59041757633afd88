import type { FetchQueryOptions } from '@tanstack/react-query'
import { buildMenu, type SchemasAnswer } from '@tutor-admin/shared'
import { sessionCall, type ServiceCall } from '../../api/serviceCall'
import type { SessionUser } from '../../state/loginStorage'
import { chartPlan, type ChartPlan } from './chartPlan'
import { enumCountsQuery, refCountsQuery, translationGapsQuery, weeklyCountsQuery } from './chartQueries'
import { dashboardSources } from './dashboardSources'
import { recentChangesQuery } from './recentChangesQuery'
import { summariesQuery } from './useSummaries'

/** A query the dashboard reads, whatever its data. */
export type DashboardQuery = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>

/** The queries of the charts in a plan, one per chart series. */
export const chartQueriesOf = (
  { weekly, status, subjects, translations }: ChartPlan,
  call: ServiceCall = sessionCall
): DashboardQuery[] =>
  [
    ...weekly.map(({ service }) => weeklyCountsQuery(service, call)),
    status && enumCountsQuery(status.service, status.field, status.def, call),
    subjects && refCountsQuery(subjects.service, subjects.field, subjects.refService, call),
    translations && translationGapsQuery(call)
  ].filter(Boolean) as DashboardQuery[]

/**
 * Every query the dashboard of this user reads, charts first, then the counts and the latest
 * changes: asked for by the route before the page renders, or read by the server into the page.
 */
export const dashboardQueries = (
  answer: SchemasAnswer,
  user: SessionUser | null,
  call: ServiceCall = sessionCall
): DashboardQuery[] => {
  const sources = dashboardSources(answer, buildMenu(answer, user))
  const queries: unknown[] = [
    ...chartQueriesOf(chartPlan(answer, sources), call),
    summariesQuery(sources, call),
    sources.length > 0 && recentChangesQuery(sources, call)
  ]
  return queries.filter(Boolean) as DashboardQuery[]
}
