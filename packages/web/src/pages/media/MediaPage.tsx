import { useTranslation } from 'react-i18next'
import { useSchemas } from '../../api/useSchemas'
import { ErrorPage } from '../../errors/ErrorPage'
import { mediaRights } from '../../media/mediaRights'
import { useAppStore } from '../../state/appStore'
import { usePageTitle } from '../../state/usePageTitle'
import { MediaWorkspace } from './MediaWorkspace'

/**
 * `/media`: the media library as a page of its own, opened from the menu, for every staff role
 * that may read attachments (403 for anyone else, as the API answers).
 */
export function MediaPage() {
  const { t } = useTranslation('media')
  usePageTitle(t('page.title'))
  const user = useAppStore((state) => state.user)
  const { data: schemas, error } = useSchemas()
  if (error) throw error
  if (!schemas) return null
  if (!mediaRights(user, schemas).read) return <ErrorPage status={403} message={t('list:forbidden')} />
  return <MediaWorkspace />
}
