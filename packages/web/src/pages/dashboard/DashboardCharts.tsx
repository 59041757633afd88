import { Box } from '@mui/material'
import { editorSettingsOf, type SchemasAnswer } from '@tutor-admin/shared'
import dayjs from 'dayjs'
import { lazy, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelText } from '../../i18n/labelText'
import { useLang } from '../../i18n/useLang'
import { ChartCard } from './ChartCard'
import type { DashboardSource } from './dashboardSources'
import { useEnumCounts, useRefCounts, useWeeklyCounts } from './useChartData'

// The chart code starts loading with the page, alongside its data, rather than after it.
const weeklyChart = import('./WeeklyChart')
const statusChart = import('./StatusChart')
const rankingChart = import('./RankingChart')
const WeeklyChart = lazy(() => weeklyChart.then((m) => ({ default: m.WeeklyChart })))
const StatusChart = lazy(() => statusChart.then((m) => ({ default: m.StatusChart })))
const RankingChart = lazy(() => rankingChart.then((m) => ({ default: m.RankingChart })))

/** The collections the charts read: tutors, find-teacher requests and lessons. */
const TEACHERS = 'teachers'
const REQUESTS = 'findTeachers'
const LESSONS = 'lessons'

export interface DashboardChartsProps {
  answer: SchemasAnswer
  sources: DashboardSource[]
}

/** Mark set once every chart shown has painted, for the dashboard benchmark (bench:web). */
export const CHARTS_DRAWN_MARK = 'dashboard-charts-drawn'

/**
 * New teachers and requests per week, requests by status and lessons per subject, for the
 * collections the user may read. Chart code loads on its own, after the page.
 */
export function DashboardCharts({ answer, sources }: DashboardChartsProps) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const service = (key: string) => sources.find((source) => source.key === key)?.service
  const title = (key: string) => labelText(editorSettingsOf(answer.schemas[key], answer.appName)?.name, lang)
  const statusField = answer.schemas[REQUESTS]?.fields.find((field) => field.name === 'status')
  const statusEnum = statusField?.params?.enum ? answer.enums?.[statusField.params.enum] : undefined
  const subjectRef = answer.schemas[LESSONS]?.fields.find((field) => field.name === 'subject')?.params?.ref
  const subjectService = subjectRef ? (service(subjectRef) ?? subjectRef) : undefined

  const teachers = useWeeklyCounts(service(TEACHERS))
  const requests = useWeeklyCounts(service(REQUESTS))
  const statuses = useEnumCounts(statusEnum ? service(REQUESTS) : undefined, 'status', statusEnum, lang)
  const subjects = useRefCounts(service(LESSONS), 'subject', subjectService, lang)

  const weeklySeries = [
    { key: TEACHERS, query: teachers },
    { key: REQUESTS, query: requests }
  ].filter((entry) => service(entry.key))
  const shown = [
    weeklySeries.length > 0,
    Boolean(statusEnum && service(REQUESTS)),
    Boolean(service(LESSONS) && subjectService)
  ]
  const expected = shown.filter(Boolean).length

  const [drawn, setDrawn] = useState(new Set<string>())
  const marked = useRef(false)
  const onDrawn = useCallback(
    (chart: string) => setDrawn((done) => (done.has(chart) ? done : new Set(done).add(chart))),
    []
  )
  const statusEmpty = !statuses.isPending && (statuses.data ?? []).every((entry) => entry.count === 0)
  const subjectsEmpty = !subjects.isPending && (subjects.data ?? []).length === 0
  // An empty chart has nothing to paint: it counts as drawn.
  const done = [
    drawn.has('weekly'),
    drawn.has('status') || statusEmpty,
    drawn.has('subjects') || subjectsEmpty
  ]
  const allDrawn = expected > 0 && shown.every((isShown, index) => !isShown || done[index])
  useEffect(() => {
    if (!allDrawn || marked.current) return
    marked.current = true
    performance.mark(CHARTS_DRAWN_MARK)
  }, [allDrawn])

  const weekLabels = (teachers.data ?? requests.data ?? []).map((entry) => dayjs(entry.week).format('M/D'))
  const weeklyData = weeklySeries.map((entry) => ({
    label: title(entry.key),
    counts: entry.query.data?.map((week) => week.count) ?? []
  }))
  const summaryOf = (pairs: Array<[string, number]>) =>
    pairs.map(([label, count]) => `${label} ${count}`).join(', ')

  if (expected === 0) return null
  return (
    <Box
      data-charts-drawn={allDrawn ? 'true' : undefined}
      data-testid="dashboard-charts"
      sx={{ display: 'contents' }}
    >
      {shown[0] && (
        <ChartCard
          title={t('charts.weekly')}
          loading={weeklySeries.some((entry) => entry.query.isPending)}
          empty={false}
        >
          <WeeklyChart
            weeks={weekLabels}
            series={weeklyData}
            summary={weeklyData
              .map(
                (series) =>
                  `${series.label}: ${summaryOf(weekLabels.map((week, i) => [week, series.counts[i]]))}`
              )
              .join('. ')}
            onDrawn={() => onDrawn('weekly')}
          />
        </ChartCard>
      )}
      {shown[1] && (
        <ChartCard
          title={t('charts.status', { collection: title(REQUESTS) })}
          loading={statuses.isPending}
          empty={statusEmpty}
        >
          <StatusChart
            labels={statuses.data?.map((entry) => entry.label) ?? []}
            counts={statuses.data?.map((entry) => entry.count) ?? []}
            summary={summaryOf(statuses.data?.map((entry) => [entry.label, entry.count]) ?? [])}
            onDrawn={() => onDrawn('status')}
          />
        </ChartCard>
      )}
      {shown[2] && (
        <ChartCard
          title={t('charts.subjects', { collection: title(LESSONS) })}
          loading={subjects.isPending}
          empty={subjectsEmpty}
        >
          <RankingChart
            labels={subjects.data?.map((entry) => entry.label) ?? []}
            counts={subjects.data?.map((entry) => entry.count) ?? []}
            seriesLabel={title(LESSONS)}
            summary={summaryOf(subjects.data?.map((entry) => [entry.label, entry.count]) ?? [])}
            onDrawn={() => onDrawn('subjects')}
          />
        </ChartCard>
      )}
    </Box>
  )
}
