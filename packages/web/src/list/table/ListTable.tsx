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
import type { DisplayKind, ListColumn } from '../../records/columns/buildColumns'
import { CellValue } from '../../records/columns/CellValue'
import { ColumnHeading } from '../columns/ColumnHeading'
import { ColumnResizer, columnResizerStyle } from '../columns/ColumnResizer'
import { ColumnsButton } from '../columns/ColumnsButton'
import { columnWidthStyle, tableWidthRules, widthVariables } from '../columns/columnWidths'
import { useColumnResizing } from '../columns/useColumnResizing'
import { RowDetails } from '../rows/RowDetails'
import type { ListBodyProps } from '../rows/listBody'
import { RowActions, rowButtonStyle } from '../rows/RowActions'
import { rowLabel } from '../../records/columns/rowLabel'
import { SelectPageCheckbox } from '../selection/SelectPageCheckbox'
import { useListBody } from '../rows/useListBody'

/** Kinds whose text may run long: cut at 320 px; dates, numbers and labels always show whole. */
const LONG_TEXT = new Set<DisplayKind>(['text', 'translated', 'rich', 'refs', 'list', 'enums', 'object'])
const LONG_TEXT_WIDTH = 320
const longText = {
  maxWidth: LONG_TEXT_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap'
} as const

/** How a cell's text fits its column: cut when long, whole when short, or wrapped between its parts. */
const cellClass = (column: ListColumn) => {
  if (column.kind === 'date' || column.field.params?.email) return 'parts'
  return LONG_TEXT.has(column.kind) ? 'long' : 'short'
}

/** The row buttons stay in view when the columns scroll sideways. */
const stickyEnd = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`
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
  '& td.actions': { ...stickyEnd, whiteSpace: 'nowrap' },
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
  ...columnResizerStyle
} as const

/**
 * The rows of a list as a table (R-LIST-08): sortable headings, selection, expandable rows; the
 * person's columns, each resizable by its heading's edge.
 */
export function ListTable(props: ListBodyProps) {
  const { columns, headings, expands, linked, rows, context, attachments, isSelected, toggleRow } = props
  const { pageState, togglePage, sorting, onOpen, message, columnsLayout } = props
  const { t } = useTranslation('list')
  const { container, containerProps, tabIndexOf, expandable, isExpanded, rowActions } =
    useListBody<HTMLTableSectionElement>(props)
  const span = columns.length + 2
  const table = useRef<HTMLTableElement>(null)
  const resizing = useColumnResizing((name, width) => {
    const index = columns.findIndex((column) => column.name === name)
    for (const [variable, value] of Object.entries(columnWidthStyle(index, width)))
      table.current?.style.setProperty(variable, value)
  }, columnsLayout.resizeColumn)
  const widthRules = useMemo(
    () => tableWidthRules(columns, (index) => LONG_TEXT.has(columns[index].kind), LONG_TEXT_WIDTH),
    [columns]
  )
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
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
                  onWidth={(width) => columnsLayout.resizeColumn(column.name, width)}
                />
              </TableCell>
            ))}
            <TableCell align="right" aria-label={t('actions.rowActions')} sx={stickyEnd}>
              <ColumnsButton onClick={columnsLayout.chooseColumns} />
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
                  {columns.map((column) => (
                    <TableCell key={column.name} className={cellClass(column)}>
                      <CellValue
                        value={row[column.name]}
                        column={column}
                        context={context}
                        attachments={attachments}
                      />
                    </TableCell>
                  ))}
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
