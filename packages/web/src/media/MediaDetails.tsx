import FullscreenIcon from '@mui/icons-material/Fullscreen'
import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../i18n/dates'
import { canPreview, type Attachment } from './attachment'
import { CopyValue } from './CopyValue'
import { MediaDeleteAction } from './MediaDeleteAction'
import { MediaEditForm } from './MediaEditForm'
import { fileUrl, fileVersion, imageUrl } from './mediaUrls'
import { altText, altTexts, formatBytes, formatDuration } from './mediaText'
import { ReplaceFile } from './ReplaceFile'
import { isPickable, type UploadItem } from './uploadItem'
import type { MediaLibraryController } from './useMediaLibrary'

export interface MediaDetailsProps {
  library: Pick<MediaLibraryController, 'current' | 'usage' | 'describeUse' | 'rights' | 'edits' | 'deletion'>
  onPreview: (item: Attachment) => void
}

/**
 * The selected item's details (R-MED-05): name, type, size, dimensions or length, date, URL, where
 * it is used and its alt texts, each copied by a click; for those who may change files, the name
 * and alt texts to edit and a new file to put in its place; preview and delete (R-MED-06).
 */
export function MediaDetails({ library, onPreview }: MediaDetailsProps) {
  const { t, i18n } = useTranslation('media')
  const { current: item, usage, describeUse, rights, edits, deletion } = library
  if (!item)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('details.none')}
      </Typography>
    )
  const upload = 'key' in item ? (item as UploadItem) : undefined
  const stored = isPickable(item)
  const url = stored ? new URL(fileUrl(item as Attachment), location.origin).href : ''
  const uses = usage.data?.uses ?? []
  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }} data-testid="media-details">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {item.name ?? item._id}
      </Typography>
      {stored && (item.mime ?? '').startsWith('image/') && (
        <Box
          component="img"
          src={imageUrl(item._id!, 'small', fileVersion(item))}
          alt={altText(item.alt, i18n.language)}
          data-testid="media-details-image"
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: 200,
            objectFit: 'contain',
            bgcolor: 'action.hover',
            borderRadius: 1
          }}
        />
      )}
      {upload?.error && (
        <Alert severity="error" data-testid="upload-error-message">
          {upload.error}
        </Alert>
      )}
      {upload && !upload.complete && (
        <Alert severity="info">
          {t(upload.processing ? 'tile.processing' : 'tile.uploading', {
            percent: Math.round(upload.progress * 100)
          })}
        </Alert>
      )}
      <Box component="dl" sx={{ display: 'grid', gap: 1.25, m: 0 }}>
        {item.name && <CopyValue label={t('details.name')} value={item.name} />}
        {item.mime && <CopyValue label={t('details.type')} value={item.mime} />}
        {typeof item.size === 'number' && (
          <CopyValue
            label={t('details.size')}
            value={formatBytes(item.size, i18n.language)}
            copy={String(item.size)}
          />
        )}
        {item.width && item.height ? (
          <CopyValue
            label={t('details.dimensions')}
            value={t('details.pixels', { width: item.width, height: item.height })}
          />
        ) : null}
        {typeof item.duration === 'number' && (
          <CopyValue
            label={t('details.duration')}
            value={formatDuration(item.duration)}
            copy={String(item.duration)}
          />
        )}
        {item.date && <CopyValue label={t('details.date')} value={formatDate(item.date)} copy={item.date} />}
        {url && <CopyValue label={t('details.url')} value={url} />}
        {!(stored && rights.patch) &&
          altTexts(item.alt).map(({ lang, text }) => (
            <CopyValue key={lang} label={t('details.alt', { lang: t(`common:lang.${lang}`) })} value={text} />
          ))}
      </Box>
      {stored && (
        <Box>
          <Typography component="h4" variant="caption" color="text.secondary">
            {t('details.uses')}
          </Typography>
          {usage.isError ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
                  {t('details.retry')}
                </Button>
              }
            >
              {t('details.usesFailed')}
            </Alert>
          ) : !usage.data ? (
            <CircularProgress
              size={16}
              aria-label={t('common:basic.loading')}
              data-testid="media-uses-loading"
            />
          ) : uses.length === 0 ? (
            <Typography variant="body2">{t('details.notUsed')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="media-uses">
              {uses.map((use) => (
                <Typography component="li" variant="body2" key={`${use.collection}/${use._id}/${use.field}`}>
                  {describeUse(use)}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      )}
      {stored && rights.patch && (
        <>
          <Divider />
          <MediaEditForm
            key={`${item._id}-${item.modified ?? ''}`}
            item={item as Attachment}
            save={edits.save}
          />
          <ReplaceFile item={item as Attachment} edits={edits} />
        </>
      )}
      {stored && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {canPreview(item) && (
            <Button
              startIcon={<FullscreenIcon />}
              onClick={() => onPreview(item as Attachment)}
              data-testid="media-preview"
            >
              {t('preview')}
            </Button>
          )}
          <MediaDeleteAction item={item as Attachment} state={deletion.state} remove={deletion.remove} />
        </Stack>
      )}
    </Stack>
  )
}
