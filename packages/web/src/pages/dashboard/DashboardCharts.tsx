import { Box } from '@mui/material'
import { useQueries } from '@tanstack/react-query'
import { editorSettingsOf, type SchemasAnswer } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { chartPlan } from './chartPlan'
import { chartQueriesOf } from './dashboardQueries'
import type { DashboardSource } from './dashboardSources'
import { StatusChartCard } from './StatusChartCard'
import { SubjectChartCard } from './SubjectChartCard'
import { TranslationGapsCard } from './TranslationGapsCard'
import { WeeklyChartCard } from './WeeklyChartCard'

export interface DashboardChartsProps {
  answer: SchemasAnswer
  sources: DashboardSource[]
}

/**
 * New teachers and requests per week, requests by status, lessons per subject and what is left to
 * translate, for the collections the user may read. `data-charts-drawn` is set once every chart's
 * data is in: a chart is drawn in the same render as its data arrives (bench:web waits for it, and
 * a page the server rendered carries it).
 */
export function DashboardCharts({ answer, sources }: DashboardChartsProps) {
  const { lang } = useLang()
  const plan = useMemo(() => chartPlan(answer, sources), [answer, sources])
  const title = (key: string) => labelText(editorSettingsOf(answer.schemas[key], answer.appName)?.name, lang)
  const weekly = useMemo(
    () =>
      plan.weekly.map(({ key, service }) => ({
        service,
        title: labelText(editorSettingsOf(answer.schemas[key], answer.appName)?.name, lang)
      })),
    [plan, answer, lang]
  )
  const queries = useMemo(() => chartQueriesOf(plan), [plan])
  const allDrawn = useQueries({
    queries,
    combine: (results) => results.length > 0 && results.every((result) => !result.isPending)
  })

  if (queries.length === 0) return null
  return (
    <Box
      data-charts-drawn={allDrawn ? 'true' : undefined}
      data-testid="dashboard-charts"
      sx={{ display: 'contents' }}
    >
      {weekly.length > 0 && <WeeklyChartCard series={weekly} />}
      {plan.status && <StatusChartCard {...plan.status} title={title(plan.status.key)} />}
      {plan.subjects && <SubjectChartCard {...plan.subjects} title={title(plan.subjects.key)} />}
      {plan.translations && <TranslationGapsCard answer={answer} />}
    </Box>
  )
}
