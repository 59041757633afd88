import CloseIcon from '@mui/icons-material/Close'
import ErrorIcon from '@mui/icons-material/Error'
import { Box, IconButton, LinearProgress, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { UploadItem } from './uploadItem'

export interface UploadChipProps {
  item: UploadItem
  size: number
  onDismiss: () => void
}

/** A file uploading to a field: its progress, or after a failure the error icon and message (R-MED-17). */
export function UploadChip({ item, size, onDismiss }: UploadChipProps) {
  const { t } = useTranslation('media')
  const state = item.error
    ? t('tile.failed', { message: item.error })
    : t(item.processing ? 'tile.processing' : 'tile.uploading', { percent: Math.round(item.progress * 100) })
  return (
    <Box
      data-testid="field-upload"
      data-state={item.error ? 'error' : 'uploading'}
      role="status"
      sx={{
        width: item.error ? 'auto' : size,
        maxWidth: 320,
        minHeight: size,
        p: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 0.5,
        position: 'relative'
      }}
    >
      <Typography variant="caption" sx={{ wordBreak: 'break-all', pr: 3 }}>
        {item.name}
      </Typography>
      {item.error ? (
        <Typography
          variant="caption"
          color="error"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
        >
          <ErrorIcon fontSize="small" data-testid="upload-error" />
          <span data-testid="upload-error-message">{item.error}</span>
        </Typography>
      ) : (
        <LinearProgress
          variant={item.processing ? 'indeterminate' : 'determinate'}
          value={item.progress * 100}
          aria-label={state}
          data-testid="upload-progress"
        />
      )}
      <IconButton
        size="small"
        onClick={onDismiss}
        aria-label={item.error ? t('dismiss') : t('stopUpload', { name: item.name })}
        title={item.error ? t('dismiss') : t('stopUpload', { name: item.name })}
        sx={{ position: 'absolute', top: 0, right: 0 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  )
}
