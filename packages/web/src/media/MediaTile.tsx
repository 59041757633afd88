import AudioFileIcon from '@mui/icons-material/AudioFileOutlined'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ErrorIcon from '@mui/icons-material/Error'
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined'
import MovieIcon from '@mui/icons-material/MovieOutlined'
import { Box, ButtonBase, LinearProgress, Tooltip, Typography } from '@mui/material'
import { UI_CONSTANTS } from '@tutor-admin/shared'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileVersion, thumbUrl } from './mediaUrls'
import { isPickable, type UploadItem } from './uploadItem'
import type { MediaItem } from './useMediaLibrary'

export interface MediaTileProps {
  item: MediaItem
  selected: boolean
  current: boolean
  /** Selecting mode: the tile says whether it is picked. */
  selecting: boolean
  onClick: (item: MediaItem) => void
}

const { width, height } = UI_CONSTANTS.thumbnail

const iconOf = (mime = '') =>
  mime.startsWith('video/') ? MovieIcon : mime.startsWith('audio/') ? AudioFileIcon : FileIcon

/**
 * One 150x150 tile of the media library (R-MED-02): the thumbnail of a stored image, an icon for
 * other files; while uploading a progress bar, after a failure an error icon with the message
 * (R-MED-17). A tile that cannot be picked says so.
 */
export const MediaTile = memo(function MediaTile({
  item,
  selected,
  current,
  selecting,
  onClick
}: MediaTileProps) {
  const { t } = useTranslation('media')
  // The thumbnail that failed to load: a new file's thumbnail is tried again.
  const [broken, setBroken] = useState<string>()
  const upload = 'key' in item ? (item as UploadItem) : undefined
  const pickable = isPickable(item)
  const src = item._id ? thumbUrl(item._id, fileVersion(item)) : ''
  const image = Boolean(item._id) && pickable && (item.mime ?? '').startsWith('image/') && broken !== src
  const Icon = iconOf(item.mime)
  const state = upload?.error
    ? t('tile.failed', { message: upload.error })
    : upload && !upload.complete
      ? t(upload.processing ? 'tile.processing' : 'tile.uploading', {
          percent: Math.round(upload.progress * 100)
        })
      : ''
  return (
    <ButtonBase
      focusRipple
      onClick={() => onClick(item)}
      data-testid="media-tile"
      data-id={item._id ?? ''}
      data-state={upload?.error ? 'error' : upload && !upload.complete ? 'uploading' : 'ready'}
      aria-pressed={selecting ? selected : undefined}
      aria-current={current || undefined}
      aria-label={[item.name ?? item._id, state].filter(Boolean).join(', ')}
      sx={{
        width,
        height,
        position: 'relative',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        outline: (theme) =>
          selected
            ? `3px solid ${theme.palette.primary.main}`
            : current
              ? `2px solid ${theme.palette.text.secondary}`
              : 'none',
        outlineOffset: -3,
        cursor: pickable || !selecting ? 'pointer' : 'default'
      }}
    >
      {image ? (
        <Box
          component="img"
          src={src}
          alt=""
          width={width}
          height={height}
          decoding="async"
          onError={() => setBroken(src)}
          sx={{ display: 'block', width, height, objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', gap: 0.5, p: 1, color: 'text.secondary' }}>
          <Icon fontSize="large" />
          <Typography
            variant="caption"
            color={upload?.error ? 'error' : undefined}
            sx={{ wordBreak: 'break-word', lineHeight: 1.2, maxHeight: 64, overflow: 'hidden' }}
          >
            {upload?.error ?? item.name}
          </Typography>
        </Box>
      )}
      {upload && !upload.complete && (
        <LinearProgress
          variant={upload.processing ? 'indeterminate' : 'determinate'}
          value={upload.progress * 100}
          aria-label={state}
          data-testid="upload-progress"
          sx={{ position: 'absolute', left: 8, right: 8, bottom: 8, borderRadius: 1 }}
        />
      )}
      {upload?.error && (
        <Tooltip title={upload.error}>
          <ErrorIcon
            color="error"
            data-testid="upload-error"
            sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }}
          />
        </Tooltip>
      )}
      {selected && (
        <CheckCircleIcon
          color="primary"
          sx={{ position: 'absolute', top: 6, left: 6, bgcolor: 'background.paper', borderRadius: '50%' }}
        />
      )}
    </ButtonBase>
  )
})
