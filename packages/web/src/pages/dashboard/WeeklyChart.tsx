import { Bar } from 'react-chartjs-2'
import { drawnPlugin } from './chartSetup'
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
export function WeeklyChart({ weeks, series, summary, onDrawn }: WeeklyChartProps) {
  const colors = useChartTheme()
  return (
    <Bar
      role="img"
      aria-label={summary}
      data={{
        labels: weeks,
        datasets: series.map((entry, index) => ({
          label: entry.label,
          data: entry.counts,
          backgroundColor: colors.series[index],
          borderRadius: 4,
          maxBarThickness: 22
        }))
      }}
      options={{
        animation: false,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: 'bottom', labels: { color: colors.text, font: { family: colors.font } } }
        },
        scales: {
          x: { ticks: { color: colors.text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } }
        }
      }}
      plugins={[drawnPlugin(onDrawn)]}
    />
  )
}
