import { useMemo } from 'react'
import { countAxis } from './countAxis'
import { useHiddenItems } from './ChartLegend'
import { useChartHover } from './useChartHover'

/** One colour of bars: a count per category. */
export interface ChartSeries {
  label: string
  counts: number[]
  color: string
}

export interface BarChartProps {
  /** The categories along the chart (weeks, subjects, collections). */
  categories: string[]
  series: ChartSeries[]
  /** What the chart says, for screen readers (it is drawn as an image). */
  summary: string
  /** Shows what each colour stands for, each a toggle. */
  legend?: boolean
  /** The widest a bar gets, in pixels. */
  barSize: number
}

/**
 * What a bar chart draws: the series the legend has not hidden, the count axis they need, and the
 * counts of the category under the pointer for the tooltip.
 */
export const useBarChart = ({ categories, series }: BarChartProps) => {
  const { hidden, toggle } = useHiddenItems()
  const shown = useMemo(() => series.filter((_, index) => !hidden.has(index)), [series, hidden])
  const axis = useMemo(() => countAxis(Math.max(0, ...shown.flatMap((entry) => entry.counts))), [shown])
  const { hover, itemProps, chartProps } = useChartHover()
  const tooltip = {
    hover,
    title: hover && categories[hover.index],
    lines: hover
      ? shown.map((entry) => ({
          label: entry.label,
          color: entry.color,
          count: entry.counts[hover.index] ?? 0
        }))
      : []
  }
  return { shown, axis, hidden, toggle, itemProps, chartProps, tooltip }
}
