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

/** Where the pointer is over an item of the chart, relative to the chart's box. */
const hoverAt = (index: number, event: PointerEvent<Element>): ChartHover | undefined => {
  const chart = (event.currentTarget as Element).closest('[data-chart]')
  if (!chart) return undefined
  const box = chart.getBoundingClientRect()
  const x = event.clientX - box.left
  return { index, x, y: event.clientY - box.top, flip: x > box.width / 2 }
}

/**
 * The chart item under the pointer and where the pointer is, for the chart's tooltip. `itemProps(i)`
 * goes on each item; `chartProps` on the chart's box (`position: relative`), which the tooltip is
 * placed in. A tap shows an item's tooltip and leaves it shown, as a finger lifted leaves the chart.
 */
export const useChartHover = () => {
  const [hover, setHover] = useState<ChartHover>()
  const itemProps = useCallback((index: number) => {
    const show = (event: PointerEvent<Element>) => setHover(hoverAt(index, event))
    return { onPointerMove: show, onPointerDown: show }
  }, [])
  const chartProps = useMemo(
    () => ({
      'data-chart': true,
      onPointerLeave: (event: PointerEvent<Element>) => {
        if (event.pointerType !== 'touch') setHover(undefined)
      }
    }),
    []
  )
  return { hover, itemProps, chartProps }
}
