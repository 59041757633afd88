import { clampColumnWidth } from '@tutor-admin/shared'
import { useEffect, useRef, useState } from 'react'

/** What a list's headings need to resize their columns by dragging their edges. */
export interface ColumnResizing {
  /** Starts a drag of a column's edge (mouse or touch) from the width the column is shown at. */
  startDrag: (name: string, event: MouseEvent | TouchEvent, shownWidth: number) => void
  /** The column being dragged, if any. */
  dragging: string | false
}

const pointerX = (event: MouseEvent | TouchEvent) =>
  'touches' in event ? (event.touches[0] ?? event.changedTouches[0]).clientX : event.clientX

/**
 * Column resizing by dragging a heading's edge: while dragged, `show` gets each new width (60 to
 * 800 px) to show without rendering the list again; once dropped, `keep` gets the width to keep
 * when it changed. A few lines of pointer tracking: a table library for this alone would weigh on
 * every list's first load.
 */
export const useColumnResizing = (
  show: (name: string, width: number) => void,
  keep: (name: string, width: number) => void
): ColumnResizing => {
  const [dragging, setDragging] = useState<string | false>(false)
  const latest = useRef({ show, keep })
  latest.current = { show, keep }
  const stop = useRef<() => void>(undefined)
  useEffect(() => () => stop.current?.(), [])

  return {
    dragging,
    startDrag: (name, event, shownWidth) => {
      stop.current?.()
      const startX = pointerX(event)
      const from = clampColumnWidth(shownWidth)
      let width = from
      const move = (moved: MouseEvent | TouchEvent) => {
        width = clampColumnWidth(from + pointerX(moved) - startX)
        latest.current.show(name, width)
      }
      const drop = () => {
        detach()
        setDragging(false)
        if (width !== from) latest.current.keep(name, width)
      }
      const moves = ['mousemove', 'touchmove'] as const
      const drops = ['mouseup', 'touchend', 'touchcancel'] as const
      const detach = () => {
        for (const type of moves) document.removeEventListener(type, move)
        for (const type of drops) document.removeEventListener(type, drop)
        stop.current = undefined
      }
      for (const type of moves) document.addEventListener(type, move)
      for (const type of drops) document.addEventListener(type, drop)
      stop.current = detach
      setDragging(name)
    }
  }
}
