import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import CloseIcon from '@mui/icons-material/Close'
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined'
import { Box, ButtonBase, IconButton, Stack, Tooltip } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { canPreview, type Attachment } from './attachment'
import { fileVersion, thumbUrl } from './mediaUrls'

export interface AttachmentThumbProps {
  item: Attachment
  size: number
  disabled: boolean
  onPreview?: () => void
  onRemove: () => void
  /** In a list: moves it one place earlier (-1) or later (1); `first` and `last` say where it stands. */
  onMove?: (step: -1 | 1) => void
  first?: boolean
  last?: boolean
}

/** A chosen attachment on its field: the thumbnail opens the carousel; remove, and in lists reorder (R-WID-04). */
export function AttachmentThumb({
  item,
  size,
  disabled,
  onPreview,
  onRemove,
  onMove,
  first,
  last
}: AttachmentThumbProps) {
  const { t } = useTranslation('media')
  const [broken, setBroken] = useState(false)
  const name = item.name ?? item._id
  const image = !broken && (!item.mime || item.mime.startsWith('image/'))
  const previewable = Boolean(onPreview) && (canPreview(item) || !item.mime)
  return (
    <Box data-testid="attachment-thumb" data-id={item._id} sx={{ width: size }}>
      <Tooltip title={name}>
        <ButtonBase
          onClick={previewable ? onPreview : undefined}
          disabled={!previewable}
          aria-label={previewable ? t('previewOf', { name }) : name}
          sx={{
            width: size,
            height: size,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center'
          }}
        >
          {image ? (
            <Box
              component="img"
              src={thumbUrl(item._id, fileVersion(item))}
              alt=""
              width={size}
              height={size}
              onError={() => setBroken(true)}
              sx={{ display: 'block', width: size, height: size, objectFit: 'cover' }}
            />
          ) : (
            <FileIcon color="action" fontSize="large" />
          )}
        </ButtonBase>
      </Tooltip>
      {!disabled && (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          {onMove && (
            <IconButton
              size="small"
              onClick={() => onMove(-1)}
              disabled={first}
              aria-label={t('moveBack', { name })}
              title={t('moveBack', { name })}
            >
              <ArrowBackIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            onClick={onRemove}
            aria-label={t('remove', { name })}
            title={t('remove', { name })}
            data-testid="attachment-remove"
          >
            <CloseIcon fontSize="small" />
          </IconButton>
          {onMove && (
            <IconButton
              size="small"
              onClick={() => onMove(1)}
              disabled={last}
              aria-label={t('moveOn', { name })}
              title={t('moveOn', { name })}
            >
              <ArrowForwardIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      )}
    </Box>
  )
}
