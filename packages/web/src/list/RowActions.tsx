import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { IconButton } from '@mui/material'
import { useTranslation } from 'react-i18next'

export interface RowActionsProps {
  label: string
  /** Absent for a row without its record's id. */
  onOpen?: () => void
  /** Absent when the user may not remove rows. */
  onDelete?: () => void
  /** Present when the route has `expands`. */
  expanded?: boolean
  onExpand?: () => void
}

/**
 * A row's buttons: open, delete (R-LIST-09) and show or hide details (R-LIST-08). Their names
 * show as the browser's own tooltips: a page of rows holds many of them.
 */
export function RowActions({ label, onOpen, onDelete, expanded, onExpand }: RowActionsProps) {
  const { t } = useTranslation('list')
  const expandLabel = t(expanded ? 'actions.collapse' : 'actions.expand')
  return (
    <>
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
      {onOpen && (
        <IconButton
          size="small"
          onClick={onOpen}
          title={t('actions.open')}
          aria-label={`${t('actions.open')}: ${label}`}
          data-testid="row-open"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          size="small"
          onClick={onDelete}
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
