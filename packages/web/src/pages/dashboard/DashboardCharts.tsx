import { Box } from '@mui/material'
import { editorSettingsOf, type SchemasAnswer } from '@tutor-admin/shared'
import { useEffect, useMemo, useRef, useState } from 'react'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { chartPlan } from './chartPlan'
import type { DashboardSource } from './dashboardSources'
import { StatusChartCard } from './StatusChartCard'
import { SubjectChartCard } from './SubjectChartCard'
import { TranslationGapsCard } from './TranslationGapsCard'
import { WeeklyChartCard } from './WeeklyChartCard'

export interface DashboardChartsProps {
  answer: SchemasAnswer
  sources: DashboardSource[]
}

/** Mark set once every chart shown has painted, for the dashboard benchmark (bench:web). */
const CHARTS_DRAWN_MARK = 'dashboard-charts-drawn'

type ChartName = 'weekly' | 'status' | 'subjects' | 'translations'

/**
 * New teachers and requests per week, requests by status, lessons per subject and what is left to
 * translate, for the
 * collections the user may read. Chart code loads on its own chunk, with the page.
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
  const shown: ChartName[] = [
    ...(plan.weekly.length ? (['weekly'] as const) : []),
    ...(plan.status ? (['status'] as const) : []),
    ...(plan.subjects ? (['subjects'] as const) : []),
    ...(plan.translations ? (['translations'] as const) : [])
  ]

  const [done, setDone] = useState<ReadonlySet<ChartName>>(new Set())
  const onDone = useMemo(() => {
    const finish = (chart: ChartName) => () =>
      setDone((before) => (before.has(chart) ? before : new Set(before).add(chart)))
    return {
      weekly: finish('weekly'),
      status: finish('status'),
      subjects: finish('subjects'),
      translations: finish('translations')
    }
  }, [])
  const allDrawn = shown.length > 0 && shown.every((chart) => done.has(chart))
  const marked = useRef(false)
  useEffect(() => {
    if (!allDrawn || marked.current) return
    marked.current = true
    performance.mark(CHARTS_DRAWN_MARK)
  }, [allDrawn])

  if (shown.length === 0) return null
  return (
    <Box
      data-charts-drawn={allDrawn ? 'true' : undefined}
      data-testid="dashboard-charts"
      sx={{ display: 'contents' }}
    >
      {weekly.length > 0 && <WeeklyChartCard series={weekly} onDone={onDone.weekly} />}
      {plan.status && (
        <StatusChartCard {...plan.status} title={title(plan.status.key)} onDone={onDone.status} />
      )}
      {plan.subjects && (
        <SubjectChartCard {...plan.subjects} title={title(plan.subjects.key)} onDone={onDone.subjects} />
      )}
      {plan.translations && <TranslationGapsCard answer={answer} onDone={onDone.translations} />}
    </Box>
  )
}
