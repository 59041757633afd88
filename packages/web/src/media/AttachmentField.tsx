import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { lazy, Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldFrame } from '../fields/FieldFrame'
import type { WidgetProps } from '../fields/widgetProps'
import { AttachmentThumb } from './AttachmentThumb'
import { UploadChip } from './UploadChip'
import { useAttachmentField } from './useAttachmentField'
import { useFileDrop } from './useFileDrop'

const PreviewCarousel = lazy(async () => ({ default: (await import('./PreviewCarousel')).PreviewCarousel }))

export interface AttachmentFieldProps extends WidgetProps {
  multiple: boolean
}

/**
 * The attachment picker and uploader of a field (R-WID-04..09): its pictures as thumbnails (a
 * click opens the carousel; remove, and reorder in lists), a button that opens the media library
 * to pick from, and a drop zone with an upload button; dropped files count only if they are images.
 */
export function AttachmentField({ multiple, ...props }: AttachmentFieldProps) {
  const { field, label, required, disabled, error, dense } = props
  const { t } = useTranslation('media')
  const state = useAttachmentField({ ...props, multiple })
  const input = useRef<HTMLInputElement>(null)
  const { over, handlers } = useFileDrop(state.upload, { prefix: 'image/', disabled })
  const size = dense ? 72 : 96
  return (
    <FieldFrame label={label} required={required} disabled={disabled} error={error}>
      <Box
        {...handlers}
        data-testid="attachment-drop"
        sx={{
          p: 1.5,
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
          borderRadius: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'flex-start'
        }}
      >
        {state.chosen.map((item, index) => (
          <AttachmentThumb
            key={item._id}
            item={item}
            size={size}
            disabled={disabled}
            onPreview={() => state.preview(item._id)}
            onRemove={() => state.remove(item._id)}
            onMove={multiple ? (step) => state.move(index, index + step) : undefined}
            first={index === 0}
            last={index === state.chosen.length - 1}
          />
        ))}
        {state.uploads.map((item) => (
          <UploadChip
            key={item.key}
            item={item}
            size={size}
            onDismiss={() => state.dismissUpload(item.key)}
          />
        ))}
        {!disabled && (
          <Stack spacing={1} sx={{ alignSelf: 'center', alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<PhotoLibraryIcon />}
                onClick={() => void state.pick()}
                data-testid="open-media-library"
              >
                {t('choose')}
              </Button>
              <Button
                size="small"
                startIcon={<CloudUploadIcon />}
                onClick={() => input.current?.click()}
                data-testid="attachment-upload"
              >
                {t('upload')}
              </Button>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t(multiple ? 'dropMany' : 'dropOne')}
            </Typography>
            <input
              ref={input}
              type="file"
              hidden
              name={field.name}
              multiple={multiple}
              accept={state.fileType}
              aria-label={t('upload')}
              data-testid="attachment-file-input"
              onChange={(event) => {
                state.upload(Array.from(event.target.files ?? []))
                event.target.value = ''
              }}
            />
          </Stack>
        )}
        {disabled && state.chosen.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('none')}
          </Typography>
        )}
      </Box>
      {state.previewId && (
        <Suspense fallback={null}>
          <PreviewCarousel
            items={state.chosen}
            startId={state.previewId}
            onClose={() => state.preview(null)}
          />
        </Suspense>
      )}
    </FieldFrame>
  )
}
