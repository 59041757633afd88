import CloseIcon from '@mui/icons-material/Close'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogProps } from '../layout/dialogStore'
import { MediaBrowser } from './MediaBrowser'
import { useFileDrop } from './useFileDrop'
import { useMediaLibrary, type MediaLibraryOptions } from './useMediaLibrary'

export type MediaLibraryDialogProps = MediaLibraryOptions

/**
 * The media library (R-MED-01..08): 80% of the window wide (all of it on phones), a grid of
 * thumbnails with search, add button and file drops on the left, the selected item's details on
 * the right; in selecting mode Confirm closes with the picked ids and Cancel with nothing.
 */
export function MediaLibraryDialog({
  open,
  close,
  ...options
}: DialogProps<string[]> & MediaLibraryDialogProps) {
  const { t } = useTranslation('media')
  const id = useId()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down(UI_CONSTANTS.mobileBreakpoint))
  const library = useMediaLibrary(options)
  const { selecting, multiple, selection } = library
  const [previewing, setPreviewing] = useState(false)
  const { over, handlers } = useFileDrop(library.upload, { disabled: !library.rights.upload })
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={`${id}-title`}
      // The carousel lives outside the dialog: the dialog must let it take the focus.
      disableEnforceFocus={previewing}
      slotProps={{
        paper: {
          'data-testid': 'media-library',
          ...handlers,
          sx: phone ? {} : { width: UI_CONSTANTS.mediaDialogWidth, height: '85vh', maxWidth: 'none' }
        } as object
      }}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Box>
        <IconButton
          onClick={() => close()}
          aria-label={t('common:basic.close')}
          title={t('common:basic.close')}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'grid', gridTemplateRows: 'minmax(0, 1fr)' }}>
        <MediaBrowser library={library} over={over} onPreviewChange={setPreviewing} sx={{ minHeight: 0 }} />
      </DialogContent>
      {selecting && (
        <DialogActions>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }} aria-live="polite">
            {multiple ? t('selectedCount', { count: selection.length }) : ''}
          </Typography>
          <Button onClick={() => close()} data-testid="media-cancel">
            {t('common:basic.cancel')}
          </Button>
          <Button variant="contained" onClick={() => close(selection)} data-testid="media-confirm">
            {t('confirm')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  )
}
