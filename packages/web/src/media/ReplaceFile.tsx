import SwapIcon from '@mui/icons-material/SwapHorizOutlined'
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Attachment } from './attachment'
import type { MediaEdits } from './useMediaEdits'

export interface ReplaceFileProps {
  item: Attachment
  edits: Pick<MediaEdits, 'replace' | 'replacing' | 'replaceError'>
}

/** The kind of file that may take this one's place: an image, video or sound stays one (as the server asks). */
const acceptOf = (mime = '') => {
  const kind = mime.split('/')[0]
  return ['image', 'video', 'audio'].includes(kind) ? `${kind}/*` : undefined
}

/**
 * Replaces a file in place (`PUT /api/attachments/{id}/file`): its id, name, alt texts and uses
 * stay. The upload shows its progress; the pictures then show the new file.
 */
export function ReplaceFile({ item, edits }: ReplaceFileProps) {
  const { t } = useTranslation('media')
  const input = useRef<HTMLInputElement>(null)
  const running = edits.replacing?.id === item._id ? edits.replacing : null
  const error = edits.replaceError?.id === item._id ? edits.replaceError.message : null
  const percent = running ? Math.round(running.progress * 100) : 0
  const status = running ? t(percent >= 100 ? 'tile.processing' : 'replace.uploading', { percent }) : ''
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SwapIcon />}
        onClick={() => input.current?.click()}
        disabled={Boolean(edits.replacing)}
        data-testid="media-replace"
      >
        {t('replace.button')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptOf(item.mime)}
        aria-label={t('replace.button')}
        data-testid="media-replace-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void edits.replace(item, file)
        }}
      />
      {running && (
        <Box sx={{ mt: 1 }} data-testid="media-replace-progress">
          <LinearProgress
            variant={percent >= 100 ? 'indeterminate' : 'determinate'}
            value={percent}
            aria-label={status}
          />
          <Typography variant="caption" color="text.secondary" aria-live="polite">
            {status}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="media-replace-error">
          {error}
        </Alert>
      )}
    </Box>
  )
}
