import { useCallback, useMemo, useState, type PointerEvent } from 'react'

export interface ChartHover {
  /** The item under the pointer (a category or a slice). */
  index: number
  /** The pointer, in pixels from the chart's top left corner. */
  x: number
  y: number
  /** The pointer is on the right half of the chart: the tooltip opens to its left. */
  flip: boolean
}

/**
 * The chart item under the pointer and where the pointer is, for the chart's tooltip. `itemProps(i)`
 * goes on each item; `chartProps` on the chart's box (`position: relative`), which the tooltip is
 * placed in.
 */
export const useChartHover = () => {
  const [hover, setHover] = useState<ChartHover>()
  const itemProps = useCallback(
    (index: number) => ({
      onPointerMove: (event: PointerEvent<Element>) => {
        const chart = (event.currentTarget as Element).closest('[data-chart]')
        if (!chart) return
        const box = chart.getBoundingClientRect()
        const x = event.clientX - box.left
        setHover({ index, x, y: event.clientY - box.top, flip: x > box.width / 2 })
      }
    }),
    []
  )
  const chartProps = useMemo(() => ({ 'data-chart': true, onPointerLeave: () => setHover(undefined) }), [])
  return { hover, itemProps, chartProps }
}
