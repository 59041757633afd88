import { memo, useMemo } from 'react'
import { Bar } from 'react-chartjs-2'
import { countTicks, drawnPlugin } from './chartSetup'
import { useChartTheme } from './useChartTheme'

export interface TranslationGapsChartProps {
  /** One label per collection. */
  labels: string[]
  /** One series per language: its label and a count per collection. */
  series: Array<{ label: string; counts: number[] }>
  summary: string
  onDrawn: () => void
}

/** Records missing each language, per collection, as grouped horizontal bars. */
export const TranslationGapsChart = memo(function TranslationGapsChart({
  labels,
  series,
  summary,
  onDrawn
}: TranslationGapsChartProps) {
  const colors = useChartTheme()
  const data = useMemo(
    () => ({
      labels,
      datasets: series.map((entry, index) => ({
        label: entry.label,
        data: entry.counts,
        backgroundColor: colors.series[index % colors.series.length],
        borderRadius: 3,
        maxBarThickness: 14
      }))
    }),
    [labels, series, colors]
  )
  const options = useMemo(
    () => ({
      indexAxis: 'y' as const,
      animation: false as const,
      maintainAspectRatio: false,
      plugins: { legend: { labels: { color: colors.text, boxWidth: 12 } } },
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
