import { memo, useMemo } from 'react'
import { Bar } from 'react-chartjs-2'
import { countTicks, drawnPlugin } from './chartSetup'
import { useChartTheme } from './useChartTheme'

export interface RankingChartProps {
  labels: string[]
  counts: number[]
  seriesLabel: string
  summary: string
  onDrawn: () => void
}

/** A ranking as horizontal bars, the largest on top (lessons per subject). */
export const RankingChart = memo(function RankingChart({
  labels,
  counts,
  seriesLabel,
  summary,
  onDrawn
}: RankingChartProps) {
  const colors = useChartTheme()
  const data = useMemo(
    () => ({
      labels,
      datasets: [
        {
          label: seriesLabel,
          data: counts,
          backgroundColor: colors.series[1],
          borderRadius: 4,
          maxBarThickness: 28
        }
      ]
    }),
    [labels, counts, seriesLabel, colors]
  )
  const options = useMemo(
    () => ({
      indexAxis: 'y' as const,
      animation: false as const,
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: {
        x: { beginAtZero: true, ticks: { ...countTicks, color: colors.text }, grid: { color: colors.grid } },
        y: { ticks: { color: colors.text }, grid: { display: false } }
      }
    }),
    [colors]
  )
  const plugins = useMemo(() => [drawnPlugin(onDrawn)], [onDrawn])
  return <Bar role="img" aria-label={summary} data={data} options={options} plugins={plugins} />
})
