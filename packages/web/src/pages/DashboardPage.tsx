import { Box, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveUpdates } from '../api/useLiveUpdates'
import { useMenu } from '../api/useMenu'
import { useSchemas } from '../api/useSchemas'
import { waitForFirstData } from '../api/waitForFirstData'
import { PageContainer } from '../layout/PageContainer'
import { usePageTitle } from '../state/usePageTitle'
import { AllPages } from './dashboard/AllPages'
import { DashboardCharts } from './dashboard/DashboardCharts'
import { dashboardSources } from './dashboard/dashboardSources'
import { Greeting } from './dashboard/Greeting'
import { KpiCards } from './dashboard/KpiCards'
import { RecentChanges } from './dashboard/RecentChanges'
import { prefetchDashboard } from './dashboard/prefetchDashboard'
import { recentChangesQuery, type Change } from './dashboard/recentChangesQuery'
import { useSummaries } from './dashboard/useSummaries'

const NO_CHANGES: Change[] = []

export { prefetchDashboard }

/** Route loader of /dashboard: starts the data and waits a little for it. */
export const dashboardLoader = () => waitForFirstData(prefetchDashboard())

/**
 * The morning page: greeting, counts of every collection the user may read, charts, the latest
 * changes and who made them, and links to every page of the menu; live as data changes (R-LAY-17).
 */
export function DashboardPage() {
  const { t } = useTranslation()
  usePageTitle(t('menu.dashboard'))
  const { data: answer } = useSchemas()
  const { menu } = useMenu()
  const sources = useMemo(() => (answer ? dashboardSources(answer, menu) : []), [answer, menu])
  const summaries = useSummaries(sources)
  const recent = useQuery({ ...recentChangesQuery(sources), enabled: sources.length > 0 })
  useLiveUpdates(sources.map((source) => source.service))

  const totals = useMemo(
    () => new Map(sources.map((source) => [source.key, summaries.data?.[source.key]?.total])),
    [sources, summaries.data]
  )
  const main = useMemo(() => sources.filter((source) => source.groupKey === ''), [sources])
  const mainTotals = useMemo(() => main.map((source) => totals.get(source.key)), [main, totals])

  return (
    <PageContainer>
      <Greeting />
      {main.length > 0 && <KpiCards sources={main} totals={mainTotals} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }
        }}
      >
        {answer && <DashboardCharts answer={answer} sources={sources} />}
        <RecentChanges changes={recent.data ?? NO_CHANGES} loading={!answer || recent.isPending} />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('dashboard:allPages')}
      </Typography>
      <AllPages menu={menu} totals={totals} />
    </PageContainer>
  )
}
