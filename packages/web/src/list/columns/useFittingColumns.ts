import { useLayoutEffect, useMemo, useState, type RefObject } from 'react'

/** The columns of a list as they fit its width. */
export interface FittingColumns<T> {
  /** The columns shown, in their order. */
  shown: T[]
  /** The last columns, left out for want of width (the column chooser still offers them). */
  hidden: T[]
}

/** The width of a box, followed as it changes. */
const useBoxWidth = (box: RefObject<HTMLElement | null>): number => {
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
  return width
}

interface Fitted {
  width: number
  changes: readonly unknown[]
  count: number
}

const sameChanges = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]))

/**
 * The columns a list shows in the width of its scrolling box (issue "columns cut at common
 * widths"). A list's own columns (`fit`) that are too wide together lose their last ones, the
 * least important in the route's order, one at a time until the rest fit without scrolling
 * sideways; the first always shows. The person's own choice of columns shows whole, scrolling if
 * it must. A new box width, or a change in `changes` (the rows, the language), shows them all
 * again and fits anew, before the browser paints.
 */
export const useFittingColumns = <T>(
  columns: T[],
  fit: boolean,
  box: RefObject<HTMLElement | null>,
  changes: readonly unknown[]
): FittingColumns<T> => {
  const width = useBoxWidth(box)
  const [fitted, setFitted] = useState<Fitted>({ width, changes, count: 0 })
  const current = fitted.width === width && sameChanges(fitted.changes, changes)
  const hidden = fit && current ? Math.min(fitted.count, Math.max(0, columns.length - 1)) : 0
  useLayoutEffect(() => {
    const element = box.current
    if (!fit || !element || width === 0) return
    const tooWide = element.scrollWidth > element.clientWidth + 1
    if (tooWide && hidden < columns.length - 1) setFitted({ width, changes, count: hidden + 1 })
    else if (!current) setFitted({ width, changes, count: hidden })
  })
  // The same arrays while nothing changes: rows drawn with them are not drawn again.
  return useMemo(
    () => ({
      shown: columns.slice(0, columns.length - hidden),
      hidden: columns.slice(columns.length - hidden)
    }),
    [columns, hidden]
  )
}
