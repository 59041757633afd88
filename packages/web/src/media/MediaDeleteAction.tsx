import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { Alert, Button } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { Attachment } from './attachment'
import type { DeleteState } from './deleteState'

export interface MediaDeleteActionProps {
  item: Attachment
  state: DeleteState
  remove: (item: Attachment) => Promise<void>
}

/**
 * Delete in the details panel (R-MED-06): disabled while the uses load; for a file in use that
 * only an administrator may delete, no button but why not.
 */
export function MediaDeleteAction({ item, state, remove }: MediaDeleteActionProps) {
  const { t } = useTranslation('media')
  if (state.kind === 'none') return null
  if (state.kind === 'blocked')
    return (
      <Alert severity="info" data-testid="media-delete-blocked" sx={{ width: '100%' }}>
        {t('delete.blocked', { count: state.uses.length })}
      </Alert>
    )
  const waiting = state.kind === 'waiting' || state.kind === 'failed'
  return (
    <Button
      color="error"
      startIcon={<DeleteOutlineIcon />}
      onClick={() => void remove(item)}
      disabled={waiting}
      title={waiting ? t('delete.waiting') : undefined}
      data-testid="media-delete"
    >
      {t('delete.button')}
    </Button>
  )
}
