import CloneIcon from '@mui/icons-material/ContentCopyOutlined'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import type { Theme } from '@mui/material'
import type { PresenceUser } from '@tutor-admin/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { hasRecordId, type Row } from '../../records/data/fetchRows'
import { EditingMark } from './EditingMark'

/** The names of a row's buttons, in the interface's language: worked out once per list, not per row. */
export interface RowActionLabels {
  open: string
  clone: string
  delete: string
  expand: string
  collapse: string
}

export const useRowActionLabels = (): RowActionLabels => {
  const { t } = useTranslation('list')
  return {
    open: t('actions.open'),
    clone: t('actions.clone'),
    delete: t('actions.delete'),
    expand: t('actions.expand'),
    collapse: t('actions.collapse')
  }
}

export interface RowActionsProps {
  row: Row
  label: string
  labels: RowActionLabels
  onOpen: (row: Row) => void
  /** Absent when the user may not remove rows. */
  onDelete?: (row: Row) => void
  /** Absent when the user may not create rows (R-RT-09). */
  onClone?: (row: Row) => void
  /** Present when the route has `expands`. */
  expanded?: boolean
  onExpand?: () => void
  /** Others who have the row's record open. */
  editing?: PresenceUser[]
}

/**
 * The looks of row buttons (round, icon-sized, as small icon buttons), given once to the rows'
 * container: a page holds a hundred of them, and a styled component each would be styled again
 * for each one on every render.
 */
export const rowButtonStyle = {
  '& .row-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    p: '4px',
    m: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    cursor: 'pointer',
    transition: (theme: Theme) => theme.transitions.create('background-color', { duration: 150 }),
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 }
  }
} as const

interface RowButtonProps {
  name: string
  label: string
  testId: string
  onClick: () => void
  expanded?: boolean
  children: ReactNode
}

function RowButton({ name, label, testId, onClick, expanded, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className="row-button"
      onClick={onClick}
      title={name}
      aria-label={`${name}: ${label}`}
      aria-expanded={expanded}
      data-testid={testId}
    >
      {children}
    </button>
  )
}

/**
 * A row's buttons: open, copy into a new record (R-RT-09), delete (R-LIST-09) and show or hide
 * details (R-LIST-08). Their names show as the browser's own tooltips. A row without its record's
 * id can be neither opened nor removed. Styled by `rowButtonStyle` on the rows' container.
 */
export function RowActions({
  row,
  label,
  labels,
  onOpen,
  onClone,
  onDelete,
  expanded,
  onExpand,
  editing
}: RowActionsProps) {
  const keyed = hasRecordId(row)
  return (
    <>
      {editing && editing.length > 0 && <EditingMark people={editing} />}
      {onExpand && (
        <RowButton
          name={expanded ? labels.collapse : labels.expand}
          label={label}
          testId="row-expand"
          onClick={onExpand}
          expanded={expanded}
        >
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </RowButton>
      )}
      {keyed && (
        <RowButton name={labels.open} label={label} testId="row-open" onClick={() => onOpen(row)}>
          <EditIcon fontSize="small" />
        </RowButton>
      )}
      {onClone && keyed && (
        <RowButton name={labels.clone} label={label} testId="row-clone" onClick={() => onClone(row)}>
          <CloneIcon fontSize="small" />
        </RowButton>
      )}
      {onDelete && keyed && (
        <RowButton name={labels.delete} label={label} testId="row-delete" onClick={() => onDelete(row)}>
          <DeleteIcon fontSize="small" />
        </RowButton>
      )}
    </>
  )
}
