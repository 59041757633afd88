import { Paper, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '../../layout/PageContainer'
import { MediaBrowser } from '../../media/MediaBrowser'
import { useFileDrop } from '../../media/useFileDrop'
import { useMediaLibrary } from '../../media/useMediaLibrary'

/**
 * The Media page's library: every file, whatever its type, newest first; files dropped anywhere on
 * it upload to the shared folder. On wide screens the grid and the details scroll on their own
 * within the window; on phones the page scrolls.
 */
export function MediaWorkspace() {
  const { t } = useTranslation('media')
  const library = useMediaLibrary({ fileType: '*/*' })
  const { over, handlers } = useFileDrop(library.upload, { disabled: !library.rights.upload })
  return (
    <PageContainer>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {t('page.intro')}
      </Typography>
      <Paper variant="outlined" data-testid="media-page" {...handlers} sx={{ overflow: 'hidden' }}>
        <MediaBrowser
          library={library}
          over={over}
          sx={{ height: { md: 'calc(100vh - 180px)' }, minHeight: { md: 480 } }}
        />
      </Paper>
    </PageContainer>
  )
}
