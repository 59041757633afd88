import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloseIcon from '@mui/icons-material/Close'
import SearchIcon from '@mui/icons-material/Search'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  LinearProgress,
  Pagination,
  TextField,
  Typography,
  useMediaQuery,
  useTheme
} from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogProps } from '../layout/dialogStore'
import type { Attachment } from './attachment'
import { MediaDetails } from './MediaDetails'
import { MediaTile } from './MediaTile'
import { isPickable } from './uploadItem'
import { useFileDrop } from './useFileDrop'
import { itemKey, useMediaLibrary, type MediaItem, type MediaLibraryOptions } from './useMediaLibrary'

const PreviewCarousel = lazy(async () => ({ default: (await import('./PreviewCarousel')).PreviewCarousel }))

export type MediaLibraryDialogProps = MediaLibraryOptions

const { width: TILE } = UI_CONSTANTS.thumbnail

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
  const { selecting, multiple, selection, current, click, upload } = library
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreview] = useState<Attachment | null>(null)
  const { over, handlers } = useFileDrop(upload)
  const onTile = useCallback((item: MediaItem) => click(item), [click])
  const previewItems = library.items.filter(isPickable) as Attachment[]
  return (
    <Dialog
      open={open}
      onClose={() => close()}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={`${id}-title`}
      // The carousel lives outside the dialog: the dialog must let it take the focus.
      disableEnforceFocus={Boolean(preview)}
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
      <DialogContent
        dividers
        sx={{
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          gridTemplateRows: { xs: 'auto auto', md: '1fr' },
          overflow: { xs: 'auto', md: 'hidden' },
          position: 'relative'
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: { md: 0 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, p: 2, pb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              value={library.searchText}
              onChange={(event) => library.setSearch(event.target.value)}
              placeholder={t('search')}
              sx={{ flex: '1 1 200px' }}
              slotProps={{
                htmlInput: { 'aria-label': t('search'), 'data-testid': 'media-search', type: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  )
                }
              }}
            />
            <Button
              variant="contained"
              startIcon={<AddPhotoIcon />}
              onClick={() => input.current?.click()}
              data-testid="media-add"
            >
              {t('add')}
            </Button>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              accept={library.fileType}
              data-testid="media-file-input"
              aria-label={t('add')}
              onChange={(event) => {
                upload(Array.from(event.target.files ?? []))
                event.target.value = ''
              }}
            />
          </Box>
          <Box sx={{ height: 4 }}>
            {library.loading && <LinearProgress aria-label={t('common:basic.loading')} />}
          </Box>
          <Box
            role="list"
            aria-label={t('grid')}
            data-testid="media-grid"
            sx={{
              // On phones the dialog scrolls as a whole: the grid takes the height of its tiles.
              flex: { xs: 'none', md: 1 },
              overflow: { md: 'auto' },
              p: 2,
              pt: 1,
              display: 'grid',
              gridTemplateColumns: `repeat(auto-fill, minmax(${TILE}px, 1fr))`,
              gridAutoRows: TILE,
              justifyItems: 'center',
              gap: 1.5,
              alignContent: 'start'
            }}
          >
            {library.items.map((item) => (
              <Box role="listitem" key={itemKey(item)}>
                <MediaTile
                  item={item}
                  selecting={selecting}
                  selected={Boolean(item._id) && selection.includes(item._id!)}
                  current={current === item}
                  onClick={onTile}
                />
              </Box>
            ))}
            {library.loaded && library.items.length === 0 && (
              <Typography color="text.secondary" sx={{ gridColumn: '1 / -1', justifySelf: 'start' }}>
                {library.searchText.trim() ? t('common:basic.no_results') : t('empty')}
              </Typography>
            )}
          </Box>
          {library.pageCount > 1 && (
            <Pagination
              count={library.pageCount}
              page={library.page}
              onChange={(_, page) => library.setPage(page)}
              size="small"
              sx={{ p: 1, display: 'flex', justifyContent: 'center' }}
              data-testid="media-pages"
            />
          )}
        </Box>
        <Box
          component="aside"
          aria-label={t('details.title')}
          sx={{
            borderLeft: { md: 1 },
            borderTop: { xs: 1, md: 0 },
            borderColor: { xs: 'divider', md: 'divider' },
            overflow: { md: 'auto' }
          }}
        >
          <MediaDetails library={library} onPreview={setPreview} />
        </Box>
        {over && (
          <Box
            data-testid="media-drop"
            sx={{
              position: 'absolute',
              inset: 8,
              border: 3,
              borderStyle: 'dashed',
              borderColor: 'primary.main',
              borderRadius: 2,
              bgcolor: 'background.paper',
              opacity: 0.92,
              display: 'grid',
              placeItems: 'center',
              pointerEvents: 'none',
              zIndex: 1
            }}
          >
            <Typography variant="h6" color="primary">
              {t('drop')}
            </Typography>
          </Box>
        )}
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
      {preview && (
        <Suspense fallback={null}>
          <PreviewCarousel
            items={previewItems.some((item) => item._id === preview._id) ? previewItems : [preview]}
            startId={preview._id}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      )}
    </Dialog>
  )
}
