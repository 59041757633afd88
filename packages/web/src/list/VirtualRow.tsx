import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import { Checkbox, IconButton, Skeleton } from '@mui/material'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListColumn } from './buildColumns'
import { CellValue } from './CellValue'
import type { CellContext } from './cellText'
import type { Row } from './fetchRows'
import { rowLabel } from './rowLabel'
import type { AttachmentInfo } from './useRefLabels'

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
  onToggle: (id: string) => void
  onOpen: (row: Row) => void
  onDelete?: (row: Row) => void
}

/**
 * One row of the virtual list: its index (50 px) and its cells (180 px each, R-VL-05), or a card
 * on phones. Rows not loaded yet show placeholders.
 */
export const VirtualRow = memo(function VirtualRow(props: VirtualRowProps) {
  const {
    index,
    row,
    columns,
    headings,
    context,
    attachments,
    selected,
    card,
    tabIndex,
    onToggle,
    onOpen,
    onDelete
  } = props
  const { t } = useTranslation('list')
  if (!row)
    return (
      <div className="vl-row vl-loading" aria-hidden>
        <span className="vl-index">{index + 1}</span>
        <Skeleton variant="text" width={card ? '70%' : 180 * Math.min(columns.length, 3)} />
      </div>
    )
  const label = rowLabel(row, columns, context)
  return (
    <div
      className={selected ? 'vl-row vl-selected' : 'vl-row'}
      role="row"
      data-testid="row"
      data-id={row._id}
      data-row-index={index}
      aria-selected={selected}
      tabIndex={tabIndex}
      onDoubleClick={() => onOpen(row)}
    >
      <span className="vl-index" role="cell">
        {index + 1}
      </span>
      <span className="vl-check" role="cell">
        <Checkbox
          size="small"
          checked={selected}
          tabIndex={-1}
          onChange={() => onToggle(row._id)}
          slotProps={{ input: { 'aria-label': `${t('selection.selectRow')}: ${label}` } }}
        />
      </span>
      {columns.map((column, at) => (
        <span key={column.name} className="vl-cell" role="cell">
          {card && <span className="vl-label">{headings[at]}</span>}
          <CellValue value={row[column.name]} column={column} context={context} attachments={attachments} />
        </span>
      ))}
      <span className="vl-actions" role="cell">
        <IconButton
          size="small"
          aria-label={`${t('actions.open')}: ${label}`}
          onClick={() => onOpen(row)}
          data-testid="row-open"
        >
          <EditIcon fontSize="small" />
        </IconButton>
        {onDelete && (
          <IconButton
            size="small"
            aria-label={`${t('actions.delete')}: ${label}`}
            onClick={() => onDelete(row)}
            data-testid="row-delete"
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </span>
    </div>
  )
})
