import { Doughnut } from 'react-chartjs-2'
import { drawnPlugin } from './chartSetup'
import { useChartTheme } from './useChartTheme'

export interface StatusChartProps {
  labels: string[]
  counts: number[]
  summary: string
  onDrawn: () => void
}

/** Records per status as a doughnut. */
export function StatusChart({ labels, counts, summary, onDrawn }: StatusChartProps) {
  const colors = useChartTheme()
  return (
    <Doughnut
      role="img"
      aria-label={summary}
      data={{ labels, datasets: [{ data: counts, backgroundColor: colors.series, borderWidth: 0 }] }}
      options={{
        animation: false,
        maintainAspectRatio: false,
        cutout: '62%',
        plugins: {
          legend: { position: 'bottom', labels: { color: colors.text, font: { family: colors.font } } }
        }
      }}
      plugins={[drawnPlugin(onDrawn)]}
    />
  )
}
