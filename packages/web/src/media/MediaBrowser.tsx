import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import SearchIcon from '@mui/icons-material/Search'
import {
  Box,
  Button,
  InputAdornment,
  LinearProgress,
  Pagination,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
  type SxProps,
  type Theme
} from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Attachment } from './attachment'
import { MediaDetails } from './MediaDetails'
import { MediaTile } from './MediaTile'
import { isPickable } from './uploadItem'
import { itemKey, type MediaItem, type MediaLibraryController } from './useMediaLibrary'

const PreviewCarousel = lazy(async () => ({ default: (await import('./PreviewCarousel')).PreviewCarousel }))

const { width: TILE } = UI_CONSTANTS.thumbnail

export interface MediaBrowserProps {
  library: MediaLibraryController
  /** Files are dragged over the element that takes the drop. */
  over: boolean
  /** The carousel is open (a dialog around the browser must let it take the focus). */
  onPreviewChange?: (open: boolean) => void
  sx?: SxProps<Theme>
}

/**
 * The media library's two columns (R-MED-01..06), in the dialog and on the Media page alike: search,
 * the add button and a grid of thumbnails with pages on the left, the selected item's details on
 * the right (below on phones), and the full-screen preview.
 */
export function MediaBrowser({ library, over, onPreviewChange, sx }: MediaBrowserProps) {
  const { t } = useTranslation('media')
  const { selecting, selection, current, click, upload } = library
  const input = useRef<HTMLInputElement>(null)
  const [preview, setPreviewItem] = useState<Attachment | null>(null)
  const setPreview = (item: Attachment | null) => {
    setPreviewItem(item)
    onPreviewChange?.(Boolean(item))
  }
  const aside = useRef<HTMLElement>(null)
  // Below md the details stand under the grid: a click outside selecting mode brings them into view.
  const stacked = useMediaQuery(useTheme().breakpoints.down('md'))
  const onTile = useCallback(
    (item: MediaItem) => {
      click(item)
      if (stacked && !selecting) aside.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    },
    [click, stacked, selecting]
  )
  const previewItems = library.items.filter(isPickable) as Attachment[]
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          gridTemplateRows: { xs: 'auto auto', md: '1fr' },
          overflow: { xs: 'auto', md: 'hidden' },
          position: 'relative'
        },
        ...(Array.isArray(sx) ? sx : [sx])
      ]}
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
          {library.rights.upload && (
            <>
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
            </>
          )}
        </Box>
        <Box sx={{ height: 4 }}>
          {library.loading && <LinearProgress aria-label={t('common:basic.loading')} />}
        </Box>
        <Box
          role="list"
          aria-label={t('grid')}
          data-testid="media-grid"
          sx={{
            // On phones the page scrolls as a whole: the grid takes the height of its tiles.
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
        ref={aside}
        aria-label={t('details.title')}
        sx={{
          borderLeft: { md: 1 },
          borderTop: { xs: 1, md: 0 },
          borderColor: { xs: 'divider', md: 'divider' },
          overflow: { md: 'auto' },
          // Brought into view below the top bar.
          scrollMarginTop: 72
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
      {preview && (
        <Suspense fallback={null}>
          <PreviewCarousel
            items={previewItems.some((item) => item._id === preview._id) ? previewItems : [preview]}
            startId={preview._id}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      )}
    </Box>
  )
}
