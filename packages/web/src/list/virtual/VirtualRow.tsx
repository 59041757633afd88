import CloneIcon from '@mui/icons-material/ContentCopyOutlined'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import { memo, type MouseEvent } from 'react'
import type { ListColumn } from '../../records/columns/buildColumns'
import { CellValue } from '../../records/columns/CellValue'
import { cellText } from '../../records/columns/cellText'
import { LongText, runsLong } from '../../records/columns/LongText'
import type { CellContext } from '../../records/columns/cellText'
import { hasRecordId, type Row } from '../../records/data/fetchRows'
import { rowLabel } from '../../records/columns/rowLabel'
import type { AttachmentInfo } from '../../records/references/useRefLabels'

/** The words of a row's controls, in the interface language. */
export interface VirtualRowTexts {
  select: string
  open: string
  clone: string
  delete: string
}

export interface VirtualRowProps {
  index: number
  /** Absent while its rows load. */
  row: Row | undefined
  columns: ListColumn[]
  headings: string[]
  context: CellContext
  attachments: ReadonlyMap<string, AttachmentInfo>
  selected: boolean
  /** Card layout (phones, R-VL-05). */
  card: boolean
  tabIndex: number
  texts: VirtualRowTexts
  onToggle: (id: string) => void
  onOpen: (row: Row) => void
  onClone?: (row: Row) => void
  onDelete?: (row: Row) => void
}

/**
 * A click on a row opens it (R-RT-10), unless it was on one of the row's own controls or ended a
 * drag that selected some of its text to copy.
 */
const opensRow = (event: MouseEvent<HTMLElement>) =>
  !(event.target as Element).closest('input, button, a, label') && !window.getSelection()?.toString()

// Made once: rows mount and unmount on every frame of a scroll.
const EDIT = <EditIcon fontSize="small" />
const CLONE = <CloneIcon fontSize="small" />
const DELETE = <DeleteIcon fontSize="small" />

/**
 * One row of the virtual list: its index (50 px) and its cells (180 px each, R-VL-05), or a card
 * on phones. Rows not loaded yet show placeholders. Plain elements rather than MUI buttons keep
 * a row cheap to mount while scrolling.
 */
export const VirtualRow = memo(function VirtualRow(props: VirtualRowProps) {
  const { index, row, columns, headings, context, attachments, selected, card, tabIndex, texts } = props
  const { onToggle, onOpen, onClone, onDelete } = props
  if (!row)
    return (
      <div className="vl-row vl-loading" aria-hidden>
        <span className="vl-index">{index + 1}</span>
        <span className="vl-placeholder" />
      </div>
    )
  const label = rowLabel(row, columns, context)
  const keyed = hasRecordId(row)
  return (
    <div
      className={selected ? 'vl-row vl-selected' : 'vl-row'}
      role="row"
      data-testid="row"
      data-id={row._id}
      data-row-index={index}
      aria-selected={selected}
      tabIndex={tabIndex}
      onClick={(event) => {
        if (opensRow(event)) onOpen(row)
      }}
    >
      <span className="vl-index" role="cell">
        {index + 1}
      </span>
      <span className="vl-check" role="cell">
        <input
          type="checkbox"
          checked={selected}
          tabIndex={-1}
          onChange={() => onToggle(row._id)}
          aria-label={`${texts.select}: ${label}`}
        />
      </span>
      {columns.map((column, at) => {
        const value = row[column.name]
        // In a table row, long text and email addresses take two lines rather than be cut.
        const wraps = !card && (runsLong(column) || Boolean(column.field.params?.email))
        return (
          <span key={column.name} className="vl-cell" role="cell">
            {card && <span className="vl-label">{headings[at]}</span>}
            {wraps ? (
              <LongText text={cellText(value, column, context)} oneLineEms={0}>
                <CellValue value={value} column={column} context={context} attachments={attachments} />
              </LongText>
            ) : (
              <CellValue
                value={value}
                column={column}
                context={context}
                attachments={attachments}
                oneLine={!card}
              />
            )}
          </span>
        )
      })}
      <span className="vl-actions" role="cell">
        {keyed && (
          <button
            type="button"
            className="vl-button"
            title={texts.open}
            aria-label={`${texts.open}: ${label}`}
            onClick={() => onOpen(row)}
            data-testid="row-open"
          >
            {EDIT}
          </button>
        )}
        {onClone && keyed && (
          <button
            type="button"
            className="vl-button"
            title={texts.clone}
            aria-label={`${texts.clone}: ${label}`}
            onClick={() => onClone(row)}
            data-testid="row-clone"
          >
            {CLONE}
          </button>
        )}
        {onDelete && keyed && (
          <button
            type="button"
            className="vl-button"
            title={texts.delete}
            aria-label={`${texts.delete}: ${label}`}
            onClick={() => onDelete(row)}
            data-testid="row-delete"
          >
            {DELETE}
          </button>
        )}
      </span>
    </div>
  )
})
