import { Box, TableSortLabel, Tooltip } from '@mui/material'
import type { SortColumn } from '@tutor-admin/shared'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { createLongPress } from './longPress'

export interface SortHeaderProps {
  label: string
  field: string
  sort: SortColumn[]
  /** A click: ascending, descending, off (R-PAGE-01). */
  onClick: (field: string) => void
  /** A long press, or Shift with a click: adds or removes a further sort column (R-PAGE-02). */
  onLongPress: (field: string) => void
}

/**
 * The looks of sort headings, given once to the list that holds them (each heading positioned,
 * with 16 px of padding on its right): the arrow of a column the list is not sorted by, shown
 * only while pointed at or focused, lies in that padding, over the column's resting edge line,
 * instead of widening the column; a sorted column's arrow is part of its heading.
 */
export const sortHeaderStyle = {
  '& .MuiTableSortLabel-root:not(.Mui-active) > .MuiTableSortLabel-icon': {
    position: 'absolute',
    right: 2,
    top: 'calc(50% - 7px)',
    fontSize: 14,
    m: 0
  },
  '& :hover > .MuiTableSortLabel-root:not(.Mui-active) ~ .column-resizer:not(:hover, .dragging)::after': {
    opacity: 0
  }
} as const

/** A sortable column heading showing its direction and, with several sort columns, its place. */
export function SortHeader({ label, field, sort, onClick, onLongPress }: SortHeaderProps) {
  const { t } = useTranslation('list')
  const latest = useRef({ onClick, onLongPress, field, shift: false })
  latest.current = { ...latest.current, onClick, onLongPress, field }
  const press = useMemo(
    () =>
      createLongPress({
        onClick: () =>
          (latest.current.shift ? latest.current.onLongPress : latest.current.onClick)(latest.current.field),
        onLongPress: () => latest.current.onLongPress(latest.current.field)
      }),
    []
  )
  const position = sort.findIndex((column) => column.field === field)
  const current = sort[position]
  const state = current
    ? `${t(current.desc ? 'sort.descending' : 'sort.ascending')}${sort.length > 1 ? `, ${t('sort.position', { position: position + 1 })}` : ''}`
    : ''
  return (
    <Tooltip title={t('sort.hint')} enterDelay={800} placement="top">
      <TableSortLabel
        active={Boolean(current)}
        direction={current?.desc ? 'desc' : 'asc'}
        data-sort-field={field}
        data-sort-position={current ? position + 1 : undefined}
        aria-label={state ? `${label}, ${state}` : label}
        onPointerDown={(event) => {
          if (event.button !== 0) return
          latest.current.shift = event.shiftKey
          press.down(event.clientX, event.clientY)
        }}
        onPointerMove={(event) => press.move(event.clientX, event.clientY)}
        onPointerUp={() => press.up()}
        onPointerLeave={() => press.cancel()}
        onPointerCancel={() => press.cancel()}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return
          event.preventDefault()
          ;(event.shiftKey ? onLongPress : onClick)(field)
        }}
        sx={{ userSelect: 'none', touchAction: 'pan-y' }}
      >
        {label}
        {current && sort.length > 1 && (
          <Box component="sup" aria-hidden sx={{ ml: 0.25, fontSize: 11, fontWeight: 700 }}>
            {position + 1}
          </Box>
        )}
      </TableSortLabel>
    </Tooltip>
  )
}
