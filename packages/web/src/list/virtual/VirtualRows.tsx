import { Box } from '@mui/material'
import { useVirtualizer } from '@tanstack/react-virtual'
import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared'
import { debounce } from 'es-toolkit'
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { CellContext } from '../../records/columns/cellText'
import { ColumnHeading } from '../columns/ColumnHeading'
import { ColumnResizer } from '../columns/ColumnResizer'
import { ColumnsButton } from '../columns/ColumnsButton'
import type { ColumnsLayout } from '../columns/columnsLayout'
import { virtualGridColumns } from '../columns/columnWidths'
import { useColumnResizing } from '../columns/useColumnResizing'
import { useFittingColumns } from '../columns/useFittingColumns'
import type { Row } from '../../records/data/fetchRows'
import type { ListViewProps } from '../rows/listBody'
import { SelectPageCheckbox } from '../selection/SelectPageCheckbox'
import { useRefLabels } from '../../records/references/useRefLabels'
import { useRowKeyboard } from '../rows/useRowKeyboard'
import { useListShortcuts } from '../../shortcuts/useListShortcuts'
import { VirtualRow } from './VirtualRow'
import { bufferRows, MAX_SCROLL_ROWS } from './virtualListMath'
import { virtualListStyle } from './virtualListStyle'
import type { VirtualRowLoader } from './virtualRowLoader'

export interface VirtualRowsProps extends ListViewProps {
  columnsLayout: ColumnsLayout
  loader: VirtualRowLoader
  context: Omit<CellContext, 'labels'>
  card: boolean
  height: number
}

const CARD_HEIGHT = V.rowHeight * 4

/** Whether two lists hold the same objects in the same order. */
const isSameList = <T,>(a: T[], b: T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])

/**
 * The scrolling body of the virtual list (R-VL-02..05): only the rows in view and 400 px around
 * them are in the DOM, positioned by the virtualizer without re-rendering on every scroll frame;
 * rows 41 px high, index column 50 px, other columns 180 px unless the person resized them
 *; cards on phones.
 */
export function VirtualRows(props: VirtualRowsProps) {
  const { loader, context, card, height, isSelected, toggleRow, pageState, togglePage } = props
  const { sorting, onOpen, onClone, onDelete, message, columnsLayout, onEditSelected } = props
  const { t } = useTranslation('list')
  const scroller = useRef<HTMLDivElement>(null)
  // The list's own columns, 180 px each, fit the width: the last ones left out where they cannot.
  const fitting = useFittingColumns(props.columns, columnsLayout.own && !card, scroller, [
    props.columns,
    context.lang
  ])
  const columns = fitting.shown
  const headings = useMemo(() => props.headings.slice(0, columns.length), [props.headings, columns.length])
  // A width kept while some columns are left out keeps the columns shown as the person's own.
  const shownNames = fitting.hidden.length ? columns.map((column) => column.name) : undefined
  const resize = (name: string, width: number) => columnsLayout.resizeColumn(name, width, shownNames)
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
  // Another sort or filter shows its first rows: back to the top (the previous rows show meanwhile).
  const restarts = useRef(loader.restarts)
  useEffect(() => {
    if (restarts.current === loader.restarts) return
    restarts.current = loader.restarts
    scroller.current?.scrollTo({ top: 0 })
  })
  // Rows that came in are looked up too, whether or not the list has scrolled since.
  useEffect(() => {
    const range = virtualizer.range
    if (range) settle([Math.max(0, range.startIndex - bufferRows()), range.endIndex + bufferRows()])
  }, [loader.version, virtualizer, settle])
  const windowRows: Row[] = []
  for (let index = settled[0]; index <= settled[1]; index++) {
    const row = loader.rowAt(index)
    if (row) windowRows.push(row)
  }
  // The same rows give the same lookups, so labels (and the rows showing them) stay put; a row
  // changed live is a new object, whose references are looked up again.
  const previousWindow = useRef<Row[]>([])
  const lookupRows = isSameList(previousWindow.current, windowRows) ? previousWindow.current : windowRows
  useEffect(() => {
    previousWindow.current = lookupRows
  })
  const { labels, attachments } = useRefLabels(columns, lookupRows, context.lang)
  const cellContext = useMemo(() => ({ ...context, labels }), [context, labels])
  const texts = useMemo(
    () => ({
      select: t('selection.selectRow'),
      open: t('actions.open'),
      clone: t('actions.clone'),
      delete: t('actions.delete')
    }),
    [t]
  )
  const rowKeys = {
    onOpen: (index: number) => {
      const row = loader.rowAt(index)
      if (row) onOpen(row)
    },
    onToggle: (index: number) => {
      const row = loader.rowAt(index)
      if (row) toggleRow(row._id)
    },
    reveal: (index: number) => virtualizer.scrollToIndex(index)
  }
  const { containerProps, tabIndexOf } = useRowKeyboard(scroller, count, rowKeys)
  useListShortcuts(scroller, count, { ...rowKeys, onEditSelected })
  const gridColumns = (name?: string, width?: number) =>
    virtualGridColumns(columns.map((column) => (column.name === name ? width : column.width)))
  const resizing = useColumnResizing(
    (name, width) => scroller.current?.style.setProperty('--vl-columns', gridColumns(name, width)),
    resize
  )
  return (
    <Box
      ref={scroller}
      role="table"
      aria-rowcount={count}
      data-testid="virtual-list"
      {...containerProps}
      style={card ? undefined : ({ '--vl-columns': gridColumns() } as CSSProperties)}
      sx={{ height, ...virtualListStyle(card) }}
    >
      <div className="vl-head" role="row">
        <span className="vl-index" role="columnheader">
          {t('index')}
        </span>
        <span role="columnheader">
          <SelectPageCheckbox state={pageState} disabled={count === 0} onToggle={togglePage} />
        </span>
        {columns.map((column, index) =>
          card && !column.sortable ? null : (
            <span key={column.name} className="vl-cell" role="columnheader">
              <ColumnHeading column={column} label={headings[index]} sorting={sorting} />
              {!card && (
                <ColumnResizer
                  name={t('columns.resize', { column: headings[index] })}
                  width={column.width ?? V.columnWidth}
                  dragging={resizing.dragging === column.name}
                  onDragStart={(event, shown) => resizing.startDrag(column.name, event, shown)}
                  onWidth={(width) => resize(column.name, width)}
                />
              )}
            </span>
          )
        )}
        <span className="vl-choose" role="columnheader" aria-label={t('actions.rowActions')}>
          <ColumnsButton
            hidden={props.headings.slice(columns.length)}
            onClick={() => columnsLayout.chooseColumns(fitting.hidden.map((column) => column.name))}
          />
        </span>
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
                texts={texts}
                onToggle={toggleRow}
                onOpen={onOpen}
                onClone={onClone}
                onDelete={onDelete}
              />
            </div>
          )
        })}
      </div>
    </Box>
  )
}
