import { Bar } from 'react-chartjs-2'
import { drawnPlugin } from './chartSetup'
import { useChartTheme } from './useChartTheme'

export interface RankingChartProps {
  labels: string[]
  counts: number[]
  seriesLabel: string
  summary: string
  onDrawn: () => void
}

/** A ranking as horizontal bars, the largest on top (lessons per subject). */
export function RankingChart({ labels, counts, seriesLabel, summary, onDrawn }: RankingChartProps) {
  const colors = useChartTheme()
  return (
    <Bar
      role="img"
      aria-label={summary}
      data={{
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
      }}
      options={{
        indexAxis: 'y',
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
          y: { ticks: { color: colors.text }, grid: { display: false } }
        }
      }}
      plugins={[drawnPlugin(onDrawn)]}
    />
  )
}
