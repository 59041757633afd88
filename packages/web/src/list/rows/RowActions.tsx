import CloneIcon from '@mui/icons-material/ContentCopyOutlined'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { IconButton } from '@mui/material'
import type { PresenceUser } from '@tutor-admin/shared'
import { useTranslation } from 'react-i18next'
import { hasRecordId, type Row } from '../data/fetchRows'
import { EditingMark } from './EditingMark'

export interface RowActionsProps {
  row: Row
  label: string
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
 * A row's buttons: open, copy into a new record (R-RT-09), delete (R-LIST-09) and show or hide details (R-LIST-08). Their names
 * show as the browser's own tooltips: a page of rows holds many of them. A row without its
 * record's id can be neither opened nor removed.
 */
export function RowActions({
  row,
  label,
  onOpen,
  onClone,
  onDelete,
  expanded,
  onExpand,
  editing
}: RowActionsProps) {
  const { t } = useTranslation('list')
  const keyed = hasRecordId(row)
  const expandLabel = t(expanded ? 'actions.collapse' : 'actions.expand')
  return (
    <>
      {editing && editing.length > 0 && <EditingMark people={editing} />}
      {onExpand && (
        <IconButton
          size="small"
          onClick={onExpand}
          title={expandLabel}
          aria-expanded={expanded}
          aria-label={`${expandLabel}: ${label}`}
          data-testid="row-expand"
        >
          {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </IconButton>
      )}
      {keyed && (
        <IconButton
          size="small"
          onClick={() => onOpen(row)}
          title={t('actions.open')}
          aria-label={`${t('actions.open')}: ${label}`}
          data-testid="row-open"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {onClone && keyed && (
        <IconButton
          size="small"
          onClick={() => onClone(row)}
          title={t('actions.clone')}
          aria-label={`${t('actions.clone')}: ${label}`}
          data-testid="row-clone"
        >
          <CloneIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && keyed && (
        <IconButton
          size="small"
          onClick={() => onDelete(row)}
          title={t('actions.delete')}
          aria-label={`${t('actions.delete')}: ${label}`}
          data-testid="row-delete"
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </>
  )
}
