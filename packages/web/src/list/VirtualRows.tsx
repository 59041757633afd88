import { Box, Checkbox } from '@mui/material'
import { useVirtualizer } from '@tanstack/react-virtual'
import { VIRTUAL_LIST_CONSTANTS as V, type SelectionState, type SortColumn } from '@tutor-admin/shared'
import { debounce } from 'es-toolkit'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from './buildColumns'
import type { CellContext } from './cellText'
import type { Row } from './fetchRows'
import { SortHeader } from './SortHeader'
import { useRefLabels } from './useRefLabels'
import { useRowKeyboard } from './useRowKeyboard'
import { VirtualRow } from './VirtualRow'
import { bufferRows, MAX_SCROLL_ROWS } from './virtualListMath'
import type { VirtualRowLoader } from './virtualRowLoader'

export interface VirtualRowsProps {
  loader: VirtualRowLoader
  columns: ListColumn[]
  headings: string[]
  context: Omit<CellContext, 'labels'>
  card: boolean
  height: number
  isSelected: (id: string) => boolean
  toggleRow: (id: string) => void
  pageState: SelectionState
  togglePage: () => void
  sort: SortColumn[]
  onSort: (field: string) => void
  onSortLongPress: (field: string) => void
  onOpen: (row: Row) => void
  onDelete?: (row: Row) => void
  message: string | null
}

const CARD_HEIGHT = V.rowHeight * 4

/**
 * The scrolling body of the virtual list (R-VL-02..05): only the rows in view and 400 px around
 * them are in the DOM, positioned by the virtualizer without re-rendering on every scroll frame;
 * rows 41 px high, index column 50 px, other columns 180 px; cards on phones.
 */
export function VirtualRows(props: VirtualRowsProps) {
  const { loader, columns, headings, context, card, height, isSelected, toggleRow, pageState, togglePage } =
    props
  const { sort, onSort, onSortLongPress, onOpen, onDelete, message } = props
  const { t } = useTranslation('list')
  const scroller = useRef<HTMLDivElement>(null)
  const count = Math.min(loader.total ?? 0, MAX_SCROLL_ROWS)
  // Labels are looked up for the rows in view once scrolling settles, not on every frame.
  const [settled, setSettled] = useState<[number, number]>([0, 0])
  const settle = useMemo(() => debounce((range: [number, number]) => setSettled(range), V.loadDelay), [])
  useEffect(() => () => settle.cancel(), [settle])
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => (card ? CARD_HEIGHT : V.rowHeight),
    overscan: bufferRows(),
    directDomUpdates: true,
    onChange: (instance) => {
      if (!instance.range) return
      loader.showRange(instance.range.startIndex, instance.range.endIndex)
      settle([Math.max(0, instance.range.startIndex - bufferRows()), instance.range.endIndex + bufferRows()])
    }
  })
  const windowRows = useMemo(() => {
    const rows: Row[] = []
    for (let index = settled[0]; index <= settled[1]; index++) {
      const row = loader.rowAt(index)
      if (row) rows.push(row)
    }
    return rows
    // The loader's rows change in place; its version counts the changes.
  }, [settled, loader, loader.version])
  const { labels, attachments } = useRefLabels(columns, windowRows, context.lang)
  const cellContext = useMemo(() => ({ ...context, labels }), [context, labels])
  const { containerProps, tabIndexOf } = useRowKeyboard(scroller, count, {
    onOpen: (index) => {
      const row = loader.rowAt(index)
      if (row) onOpen(row)
    },
    onToggle: (index) => {
      const row = loader.rowAt(index)
      if (row) toggleRow(row._id)
    },
    reveal: (index) => virtualizer.scrollToIndex(index)
  })
  const template = card
    ? '1fr'
    : `${V.indexColumnWidth}px 42px repeat(${columns.length}, ${V.columnWidth}px) 88px`
  return (
    <Box
      ref={scroller}
      role="table"
      aria-rowcount={count}
      data-testid="virtual-list"
      {...containerProps}
      sx={{
        height,
        overflow: 'auto',
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        contain: 'strict',
        '& .vl-row, & .vl-head': card
          ? { display: 'block', boxSizing: 'border-box', p: 1, borderBottom: 1, borderColor: 'divider' }
          : {
              display: 'grid',
              gridTemplateColumns: template,
              alignItems: 'center',
              height: V.rowHeight,
              boxSizing: 'border-box',
              borderBottom: 1,
              borderColor: 'divider',
              minWidth: 'max-content'
            },
        '& .vl-row': { typography: 'body2', outline: 'none' },
        '& .vl-row:hover': { bgcolor: 'action.hover' },
        '& .vl-row:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
        '& .vl-selected': { bgcolor: 'action.selected' },
        '& .vl-head': {
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          fontWeight: 600,
          typography: 'body2'
        },
        '& .vl-index': {
          color: 'text.secondary',
          textAlign: 'right',
          pr: 1,
          fontVariantNumeric: 'tabular-nums'
        },
        '& .vl-cell': card
          ? {
              display: 'flex',
              gap: 1,
              minWidth: 0,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis'
            }
          : { px: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
        '& .vl-label': { color: 'text.secondary', flex: '0 0 88px' },
        '& .vl-loading': { display: 'flex', alignItems: 'center', gap: 1 },
        '& .vl-actions': card ? { display: 'flex', justifyContent: 'flex-end' } : { display: 'flex' },
        '& .vl-row.vl-row > .vl-index, & .vl-row > .vl-check': card ? { display: 'inline-block' } : {}
      }}
    >
      <div className="vl-head" role="row">
        <span className="vl-index" role="columnheader">
          {t('index')}
        </span>
        <span role="columnheader">
          <Checkbox
            size="small"
            checked={pageState === 'pageAll' || pageState === 'all'}
            indeterminate={pageState === 'pageSome'}
            disabled={count === 0}
            onChange={togglePage}
            slotProps={{ input: { 'aria-label': t('selection.selectPage') } }}
            data-testid="select-page"
          />
        </span>
        {columns.map((column, index) =>
          card && !column.sortable ? null : (
            <span key={column.name} className="vl-cell" role="columnheader">
              {column.sortable ? (
                <SortHeader
                  label={headings[index]}
                  field={column.name}
                  sort={sort}
                  onClick={onSort}
                  onLongPress={onSortLongPress}
                />
              ) : (
                headings[index]
              )}
            </span>
          )
        )}
      </div>
      {count === 0 && message && (
        <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="list-message">
          {message}
        </Box>
      )}
      <div ref={virtualizer.containerRef} style={{ position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = loader.rowAt(item.index)
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
            >
              <VirtualRow
                index={item.index}
                row={row}
                columns={columns}
                headings={headings}
                context={cellContext}
                attachments={attachments}
                selected={row ? isSelected(row._id) : false}
                card={card}
                tabIndex={tabIndexOf(item.index)}
                onToggle={toggleRow}
                onOpen={onOpen}
                onDelete={onDelete}
              />
            </div>
          )
        })}
      </div>
    </Box>
  )
}
