import {
  columnResizingFeature,
  columnSizingFeature,
  tableFeatures,
  useTable,
  type ColumnDef
} from '@tanstack/react-table'
import { clampColumnWidth, LIST_COLUMN_LIMITS } from '@tutor-admin/shared'
import { useEffect, useMemo, useRef } from 'react'
import type { ListColumn } from './buildColumns'

const features = tableFeatures({ columnSizingFeature, columnResizingFeature })
const NO_ROWS: never[] = []

/** What a list's headings need to resize their columns by dragging their edges. */
export interface ColumnResizing {
  /** Starts a drag of a column's edge (mouse or touch) from the width the column is shown at. */
  startDrag: (name: string, event: MouseEvent | TouchEvent, shownWidth: number) => void
  /** The column being dragged, if any. */
  dragging: string | false
}

/**
 * Column resizing by TanStack Table's column sizing: while a heading's edge is dragged, `show`
 * gets each new width (60 to 800 px) to show without rendering the list again; once dropped,
 * `keep` gets the width to keep.
 */
export const useColumnResizing = (
  columns: ListColumn[],
  show: (name: string, width: number) => void,
  keep: (name: string, width: number) => void
): ColumnResizing => {
  const definitions = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, never> => ({
        id: column.name,
        minSize: LIST_COLUMN_LIMITS.minWidth,
        maxSize: LIST_COLUMN_LIMITS.maxWidth
      })),
    [columns]
  )
  const table = useTable(
    { features, columns: definitions, data: NO_ROWS, columnResizeMode: 'onChange' },
    (state) => state.columnResizing.isResizingColumn
  )
  const dragging = table.state
  const latest = useRef({ show, keep })
  latest.current = { show, keep }

  useEffect(() => {
    const subscription = table.atoms.columnSizing.subscribe((sizing) => {
      const name = table.atoms.columnResizing.get().isResizingColumn
      if (name && sizing[name] !== undefined) latest.current.show(name, clampColumnWidth(sizing[name]))
    })
    return () => subscription.unsubscribe()
  }, [table])

  // Dropped: the width is kept, and the next drag starts from the width shown then.
  const previous = useRef<string | false>(false)
  useEffect(() => {
    const dropped = previous.current
    previous.current = dragging
    if (!dropped || dragging) return
    const width = table.atoms.columnSizing.get()[dropped]
    table.resetColumnSizing(true)
    if (width !== undefined) latest.current.keep(dropped, clampColumnWidth(width))
  }, [dragging, table])

  return {
    dragging,
    startDrag: (name, event, shownWidth) => {
      table.setColumnSizing({ [name]: clampColumnWidth(shownWidth) })
      table
        .getFlatHeaders()
        .find((header) => header.column.id === name)
        ?.getResizeHandler()(event)
    }
  }
}
