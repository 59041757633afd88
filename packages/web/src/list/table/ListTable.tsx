import {
  Checkbox,
  Collapse,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type Theme,
  alpha
} from '@mui/material'
import { Fragment, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from '../../records/columns/buildColumns'
import { CellValue } from '../../records/columns/CellValue'
import { ColumnHeading } from '../columns/ColumnHeading'
import { ColumnResizer, columnResizerStyle } from '../columns/ColumnResizer'
import { ColumnsButton } from '../columns/ColumnsButton'
import { columnWidthStyle, tableWidthRules, widthVariables } from '../columns/columnWidths'
import { sortHeaderStyle } from '../columns/SortHeader'
import { useColumnResizing } from '../columns/useColumnResizing'
import { useFittingColumns } from '../columns/useFittingColumns'
import { cellText } from '../../records/columns/cellText'
import { LabelText, LongText, longTextStyle, runsLong } from '../../records/columns/LongText'
import { useMoreToTheRight } from './useMoreToTheRight'
import { RowDetails } from '../rows/RowDetails'
import type { ListBodyProps } from '../rows/listBody'
import { RowActions, rowButtonStyle } from '../rows/RowActions'
import { rowLabel } from '../../records/columns/rowLabel'
import { SelectPageCheckbox } from '../selection/SelectPageCheckbox'
import { useListBody } from '../rows/useListBody'

/** Long text: at most 320 px wide and two lines (the whole text in a tooltip). */
const LONG_TEXT_WIDTH = 320
const longText = { maxWidth: LONG_TEXT_WIDTH, overflow: 'hidden' } as const

const isLabel = (column: ListColumn) => column.kind === 'enum' || column.kind === 'ref'

/**
 * How a cell's text fits its column: long text on two lines at most, a label (a status, a
 * reference) wrapped between its words where the table is narrow, other values whole, or wrapped
 * between their parts (a date's day and time, an email's name and domain).
 */
const cellClass = (column: ListColumn) => {
  if (column.kind === 'date' || column.field.params?.email) return 'parts'
  if (isLabel(column)) return 'label'
  return runsLong(column) ? 'long' : 'short'
}

/**
 * The row buttons stay in view when the columns scroll sideways, edged by a line and a shadow
 * while columns lie beneath them (`data-more-right` on the scrolling box): drawn beside the cell,
 * as browsers paint no box shadow on the cells of a table with collapsed borders.
 */
const stickyEnd = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  '&::before': {
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 0,
    right: '100%',
    width: 8,
    pointerEvents: 'none'
  }
} as const
const moreBeneath = {
  borderRight: 1,
  borderColor: 'divider',
  backgroundImage: (theme: Theme) =>
    `linear-gradient(to left, ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.5 : 0.14)}, transparent)`
} as const
// Opaque, yet tinted like its row when the row is hovered or selected.
const tint = (color: string) => `linear-gradient(${color}, ${color})`

/**
 * The cells' looks, set once on the table: a page holds hundreds of cells, and styles given to
 * each cell are worked out again for each one on every render.
 */
const tableStyle = {
  '& th, & td': { px: 1 },
  '& .MuiTableSortLabel-icon': { mx: 0.25 },
  // A heading may wrap between its words, never inside a word or between Chinese characters.
  '& th.heading': { wordBreak: 'keep-all', fontWeight: 600, position: 'relative', pr: 2 },
  '& td.long': longText,
  '& td.short': { whiteSpace: 'nowrap' },
  // CellValue keeps the parts whole (a date's day and time, an email's name and domain).
  '& td.parts': { whiteSpace: 'normal' },
  '& .actions': stickyEnd,
  '& td.actions': { whiteSpace: 'nowrap' },
  '[data-more-right] > & .actions::before': moreBeneath,
  '& tr.MuiTableRow-hover:hover > td.actions': {
    backgroundImage: (theme: Theme) => tint(theme.palette.action.hover)
  },
  '& tr.Mui-selected > td.actions': {
    backgroundImage: (theme: Theme) =>
      tint(alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity))
  },
  '& tr:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
  '& tr.expanded > td': { borderBottom: 0 },
  ...rowButtonStyle,
  ...columnResizerStyle,
  ...sortHeaderStyle,
  ...longTextStyle
} as const

/**
 * The rows of a list as a table (R-LIST-08): sortable headings, selection, expandable rows; the
 * person's columns, each resizable by its heading's edge. The list's own columns fit the width
 * without scrolling sideways, the last ones left out where they cannot.
 */
export function ListTable(props: ListBodyProps) {
  const { expands, linked, rows, context, attachments, isSelected, toggleRow } = props
  const { pageState, togglePage, sorting, onOpen, message, columnsLayout } = props
  const { t } = useTranslation('list')
  const { container, containerProps, tabIndexOf, expandable, isExpanded, rowActions } =
    useListBody<HTMLTableSectionElement>(props)
  const box = useRef<HTMLDivElement>(null)
  useMoreToTheRight(box)
  const fitting = useFittingColumns(props.columns, columnsLayout.own, box, [
    rows,
    context.lang,
    context.labels
  ])
  const columns = fitting.shown
  const headings = props.headings.slice(0, columns.length)
  const hidden = props.headings.slice(columns.length)
  const span = columns.length + 2
  // A width kept while some columns are left out keeps the columns shown as the person's own.
  const shownNames = fitting.hidden.length ? columns.map((column) => column.name) : undefined
  const resize = (name: string, width: number) => columnsLayout.resizeColumn(name, width, shownNames)
  const table = useRef<HTMLTableElement>(null)
  const resizing = useColumnResizing((name, width) => {
    const index = columns.findIndex((column) => column.name === name)
    for (const [variable, value] of Object.entries(columnWidthStyle(index, width)))
      table.current?.style.setProperty(variable, value)
  }, resize)
  const widthRules = useMemo(
    () => tableWidthRules(columns, (index) => runsLong(columns[index]), LONG_TEXT_WIDTH),
    [columns]
  )
  return (
    <TableContainer ref={box} component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table ref={table} size="small" sx={[tableStyle, widthRules]} style={widthVariables(columns)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <SelectPageCheckbox state={pageState} disabled={rows.length === 0} onToggle={togglePage} />
            </TableCell>
            {columns.map((column, index) => (
              <TableCell
                key={column.name}
                sortDirection={
                  sorting.sort.find((key) => key.field === column.name)?.desc
                    ? 'desc'
                    : sorting.sort.some((key) => key.field === column.name)
                      ? 'asc'
                      : false
                }
                className="heading"
              >
                <ColumnHeading column={column} label={headings[index]} sorting={sorting} />
                <ColumnResizer
                  name={t('columns.resize', { column: headings[index] })}
                  width={column.width}
                  dragging={resizing.dragging === column.name}
                  onDragStart={(event, shown) => resizing.startDrag(column.name, event, shown)}
                  onWidth={(width) => resize(column.name, width)}
                />
              </TableCell>
            ))}
            <TableCell align="right" aria-label={t('actions.rowActions')} className="actions">
              <ColumnsButton
                hidden={hidden}
                onClick={() => columnsLayout.chooseColumns(fitting.hidden.map((column) => column.name))}
              />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody ref={container} {...containerProps}>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={span} align="center" sx={{ py: 6 }}>
                <Typography color="text.secondary" data-testid="list-message">
                  {message}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => {
            const selected = isSelected(row._id)
            const open = isExpanded(row._id)
            const label = rowLabel(row, columns, context)
            return (
              <Fragment key={row._id}>
                <TableRow
                  hover
                  selected={selected}
                  aria-selected={selected}
                  data-testid="row"
                  data-id={row._id}
                  onDoubleClick={() => onOpen(row)}
                  className={open ? 'expanded' : undefined}
                  data-row-index={index}
                  tabIndex={tabIndexOf(index)}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected}
                      onChange={() => toggleRow(row._id)}
                      tabIndex={-1}
                      slotProps={{ input: { 'aria-label': `${t('selection.selectRow')}: ${label}` } }}
                    />
                  </TableCell>
                  {columns.map((column) => {
                    const value = row[column.name]
                    const shown = (
                      <CellValue value={value} column={column} context={context} attachments={attachments} />
                    )
                    return (
                      <TableCell key={column.name} className={cellClass(column)}>
                        {runsLong(column) ? (
                          <LongText text={cellText(value, column, context)}>{shown}</LongText>
                        ) : isLabel(column) ? (
                          <LabelText text={cellText(value, column, context)}>{shown}</LabelText>
                        ) : (
                          shown
                        )}
                      </TableCell>
                    )
                  })}
                  <TableCell align="right" className="actions">
                    <RowActions {...rowActions(row, label)} />
                  </TableCell>
                </TableRow>
                {expandable && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
                      <Collapse in={open} unmountOnExit>
                        <RowDetails row={row} fields={expands} context={context} linked={linked} />
                      </Collapse>
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
