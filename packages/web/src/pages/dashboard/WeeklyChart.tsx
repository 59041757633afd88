import { memo, useMemo } from 'react'
import { Bar } from 'react-chartjs-2'
import { countTicks, drawnPlugin } from './chartSetup'
import { useChartTheme } from './useChartTheme'

export interface WeeklySeries {
  label: string
  counts: number[]
}

export interface WeeklyChartProps {
  weeks: string[]
  series: WeeklySeries[]
  summary: string
  onDrawn: () => void
}

/** New records per week, one bar per series and week. */
export const WeeklyChart = memo(function WeeklyChart({ weeks, series, summary, onDrawn }: WeeklyChartProps) {
  const colors = useChartTheme()
  const data = useMemo(
    () => ({
      labels: weeks,
      datasets: series.map((entry, index) => ({
        label: entry.label,
        data: entry.counts,
        backgroundColor: colors.series[index],
        borderRadius: 4,
        maxBarThickness: 22
      }))
    }),
    [weeks, series, colors]
  )
  const options = useMemo(
    () => ({
      animation: false as const,
      maintainAspectRatio: false,
      plugins: {
        legend: { position: 'bottom' as const, labels: { color: colors.text, font: { family: colors.font } } }
      },
      scales: {
        x: { ticks: { color: colors.text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
        y: { beginAtZero: true, ticks: { ...countTicks, color: colors.text }, grid: { color: colors.grid } }
      }
    }),
    [colors]
  )
  const plugins = useMemo(() => [drawnPlugin(onDrawn)], [onDrawn])
  return <Bar role="img" aria-label={summary} data={data} options={options} plugins={plugins} />
})
