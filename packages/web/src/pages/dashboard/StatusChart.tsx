import { memo, useMemo } from 'react'
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
export const StatusChart = memo(function StatusChart({ labels, counts, summary, onDrawn }: StatusChartProps) {
  const colors = useChartTheme()
  const data = useMemo(
    () => ({ labels, datasets: [{ data: counts, backgroundColor: colors.series, borderWidth: 0 }] }),
    [labels, counts, colors]
  )
  const options = useMemo(
    () => ({
      animation: false as const,
      maintainAspectRatio: false,
      cutout: '62%',
      plugins: {
        legend: { position: 'bottom' as const, labels: { color: colors.text, font: { family: colors.font } } }
      }
    }),
    [colors]
  )
  const plugins = useMemo(() => [drawnPlugin(onDrawn)], [onDrawn])
  return <Doughnut role="img" aria-label={summary} data={data} options={options} plugins={plugins} />
})
