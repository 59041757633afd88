import dayjs from 'dayjs'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartCard } from './ChartCard'
import { chartSummary } from './chartSummary'
import { ColumnChart } from './chart/ColumnChart'
import { useChartColors } from './chart/useChartColors'
import { useQuery } from '@tanstack/react-query'
import { weeklyCountsQuery } from './chartQueries'

export interface WeeklyChartCardProps {
  /** Services and their titles, one bar series each. */
  series: Array<{ service: string; title: string }>
}

/** New teachers and requests per week over the last 12 weeks. */
export const WeeklyChartCard = memo(function WeeklyChartCard({ series }: WeeklyChartCardProps) {
  const { t } = useTranslation('dashboard')
  const colors = useChartColors()
  const first = useQuery({ ...weeklyCountsQuery(series[0]?.service ?? ''), enabled: series.length > 0 })
  const second = useQuery({ ...weeklyCountsQuery(series[1]?.service ?? ''), enabled: series.length > 1 })
  const queries = [first, second].slice(0, series.length)
  const loading = queries.some((query) => query.isPending)
  const weeks = useMemo(
    () => (first.data ?? []).map((entry) => dayjs(entry.week).format('M/D')),
    [first.data]
  )
  const data = useMemo(
    () =>
      series.map((entry, index) => ({
        label: entry.title,
        counts: [first.data, second.data][index]?.map((week) => week.count) ?? [],
        color: colors[index]
      })),
    [series, first.data, second.data, colors]
  )
  const failed = !loading && queries.some((query) => query.isError)
  const summary = data
    .map((entry) => `${entry.label}: ${chartSummary(weeks.map((week, i) => [week, entry.counts[i]]))}`)
    .join('. ')
  return (
    <ChartCard title={t('charts.weekly')} loading={loading} empty={failed}>
      <ColumnChart categories={weeks} series={data} summary={summary} legend barSize={22} />
    </ChartCard>
  )
})
