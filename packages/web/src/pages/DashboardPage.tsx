import { Box, Typography } from '@mui/material'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLiveUpdates } from '../api/useLiveUpdates'
import { useMenu } from '../api/useMenu'
import { useSchemas } from '../api/useSchemas'
import { PageContainer } from '../layout/PageContainer'
import { usePageTitle } from '../layout/usePageTitle'
import { AllPages } from './dashboard/AllPages'
import { DashboardCharts } from './dashboard/DashboardCharts'
import { dashboardSources } from './dashboard/dashboardSources'
import { Greeting } from './dashboard/Greeting'
import { KpiCards } from './dashboard/KpiCards'
import { RecentChanges, type Change } from './dashboard/RecentChanges'
import { useStaffNames } from './dashboard/useStaffNames'
import { useSummaries } from './dashboard/useSummaries'

/** Changes listed on the dashboard. */
const RECENT_CHANGES = 10

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

  const totals = new Map(sources.map((source) => [source.key, summaries.data?.get(source.key)?.total]))
  const changes: Change[] = sources
    .flatMap((source) =>
      (summaries.data?.get(source.key)?.latest ?? []).map((record) => ({ source, record }))
    )
    .filter((change) => typeof change.record.modified === 'string')
    .sort((a, b) => String(b.record.modified).localeCompare(String(a.record.modified)))
    .slice(0, RECENT_CHANGES)
  const staff = useStaffNames(
    changes.map((change) => change.record.modifiedBy).filter((id): id is string => typeof id === 'string')
  )
  const main = sources.filter((source) => source.groupKey === '')

  return (
    <PageContainer>
      <Greeting />
      {main.length > 0 && <KpiCards sources={main} totals={main.map((source) => totals.get(source.key))} />}
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
          staffNames={staff.data ?? {}}
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
