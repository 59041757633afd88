import type { Theme } from '@mui/material'
import { clampColumnWidth, LIST_COLUMN_LIMITS } from '@tutor-admin/shared'
import { useEffect, useRef, useState } from 'react'

export interface ColumnResizerProps {
  /** What it is, for screen readers: "resize the column X". */
  name: string
  /** The width kept for the column, if any. */
  width?: number
  dragging: boolean
  /** A drag of the edge starts, from the width the column is shown at. */
  onDragStart: (event: MouseEvent | TouchEvent, shownWidth: number) => void
  /** A new width from the keyboard. */
  onWidth: (width: number) => void
}

const STEP = 10
const BIG_STEP = 50

/**
 * The looks of the column edges, given once to the list that holds the headings: the edge is
 * absolute inside its (positioned) heading, a line that turns to the primary colour while dragged,
 * hovered or focused.
 */
export const columnResizerStyle = {
  '& .column-resizer': {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: 10,
    cursor: 'col-resize',
    touchAction: 'none',
    zIndex: 1,
    outline: 'none',
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '20%',
      bottom: '20%',
      right: 3,
      width: 2,
      borderRadius: 1,
      bgcolor: 'divider'
    },
    '&.dragging::after': { bgcolor: 'primary.main' },
    '&:hover::after, &:focus-visible::after': { bgcolor: 'primary.main', top: 0, bottom: 0 },
    '&:focus-visible': { boxShadow: (theme: Theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` }
  }
} as const

/**
 * The right edge of a column heading (inside a positioned heading): drag it to resize the column,
 * or focus it and press the left and right arrows (Shift for bigger steps), Home for the narrowest.
 */
export function ColumnResizer({ name, width, dragging, onDragStart, onWidth }: ColumnResizerProps) {
  const edge = useRef<HTMLSpanElement>(null)
  const shownWidth = () => edge.current?.parentElement?.getBoundingClientRect().width ?? width ?? 0
  // The width a screen reader announces: the kept one, else the one the column is shown at.
  const [measured, setMeasured] = useState<number>()
  const measure = () => setMeasured(Math.round(shownWidth()))
  // Keys pressed faster than the list renders each step from the last one, not from the screen.
  const keyed = useRef<number>(undefined)
  // Measured after each change of the kept width, and again on focus (other columns move it too).
  useEffect(measure, [width])
  const { minWidth, maxWidth } = LIST_COLUMN_LIMITS
  return (
    <span
      ref={edge}
      className={dragging ? 'column-resizer dragging' : 'column-resizer'}
      role="separator"
      aria-orientation="vertical"
      aria-label={name}
      aria-valuemin={minWidth}
      aria-valuemax={maxWidth}
      aria-valuenow={clampColumnWidth(width ?? measured ?? minWidth)}
      tabIndex={0}
      onFocus={measure}
      onBlur={() => (keyed.current = undefined)}
      data-testid="column-resizer"
      onMouseDown={(event) => {
        if (event.button !== 0) return
        event.preventDefault()
        event.stopPropagation()
        onDragStart(event.nativeEvent, shownWidth())
      }}
      onTouchStart={(event) => {
        event.stopPropagation()
        onDragStart(event.nativeEvent, shownWidth())
      }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        const step = event.shiftKey ? BIG_STEP : STEP
        const from = keyed.current ?? shownWidth()
        const moves: Record<string, number> = {
          ArrowLeft: from - step,
          ArrowRight: from + step,
          Home: minWidth
        }
        if (!(event.key in moves)) return
        event.preventDefault()
        event.stopPropagation()
        keyed.current = clampColumnWidth(moves[event.key])
        onWidth(keyed.current)
      }}
    />
  )
}
