import { Box, Typography } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveUpdates } from '../api/useLiveUpdates'
import { useMenu } from '../api/useMenu'
import { useSchemas } from '../api/useSchemas'
import { waitForFirstData } from '../app/waitForFirstData'
import { PageContainer } from '../layout/PageContainer'
import { usePageTitle } from '../layout/usePageTitle'
import { AllPages } from './dashboard/AllPages'
import { DashboardCharts } from './dashboard/DashboardCharts'
import { loadCharts } from './dashboard/loadCharts'
import { dashboardSources } from './dashboard/dashboardSources'
import { Greeting } from './dashboard/Greeting'
import { KpiCards } from './dashboard/KpiCards'
import { RecentChanges, type Change } from './dashboard/RecentChanges'
import { useStaffNames } from './dashboard/useStaffNames'
import { prefetchDashboard } from './dashboard/prefetchDashboard'
import { useSummaries } from './dashboard/useSummaries'

/** Names of staff before they are known. */
const NO_NAMES: Record<string, string> = {}

/** Changes listed on the dashboard. */
const RECENT_CHANGES = 10

/** Starts the dashboard's data and chart code; ends when both are in. */
export const startDashboard = () => Promise.all([prefetchDashboard(), loadCharts()])

/** Route loader of /dashboard: starts the data and the chart code and waits a little for them. */
export const dashboardLoader = () => waitForFirstData(startDashboard())

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
  useLiveUpdates(sources.map((source) => source.service))

  const { totals, changes } = useMemo(() => {
    const latest = (source: (typeof sources)[number]) => summaries.data?.get(source.key)?.latest ?? []
    return {
      totals: new Map(sources.map((source) => [source.key, summaries.data?.get(source.key)?.total])),
      changes: sources
        .flatMap((source) => latest(source).map((record): Change => ({ source, record })))
        .filter((change) => typeof change.record.modified === 'string')
        // ISO dates: text order is time order, and much cheaper than a locale-aware comparison.
        .sort((a, b) => (String(a.record.modified) < String(b.record.modified) ? 1 : -1))
        .slice(0, RECENT_CHANGES)
    }
  }, [sources, summaries.data])
  const staff = useStaffNames(
    changes.map((change) => change.record.modifiedBy).filter((id): id is string => typeof id === 'string')
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
        <RecentChanges
          changes={changes}
          staffNames={staff.data ?? NO_NAMES}
          loading={!answer || summaries.isPending}
        />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('dashboard:allPages')}
      </Typography>
      <AllPages menu={menu} totals={totals} />
    </PageContainer>
  )
}
