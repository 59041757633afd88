import { useQuery } from '@tanstack/react-query'
import type { SavedViewRecord } from '@tutor-admin/shared/list/saved-views'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import { session } from '../../api/client'
import { ErrorPage } from '../../errors/ErrorPage'
import { useLang } from '../../i18n/useLang'
import { keepListColumns } from '../../list/columns/keepListColumns'
import { listSearchOfView } from '../../list/views/savedViewsQuery'
import { useAppStore } from '../../state/appStore'
import { LoadingScreen } from '../../layout/LoadingScreen'

/**
 * `/v/{shortId}`, the link of a saved view: asks the server for the view (which refuses a view the
 * person is not shown, or of a list they may not read) and opens its list in the view's state.
 */
export function OpenSavedViewPage() {
  const { t } = useTranslation('list')
  const { shortId = '' } = useParams()
  const { to } = useLang()
  const account = useAppStore((state) => state.user?._id)
  const { data: view, error } = useQuery({
    queryKey: ['savedView', shortId],
    queryFn: () => session.call<SavedViewRecord>('savedViews', 'get', shortId),
    retry: false
  })
  useEffect(() => {
    if (view?.state.columns && account) keepListColumns(account, view.list, view.state.columns)
  }, [view, account])
  if (error) {
    const status = (error as { code?: number }).code === 403 ? 403 : 404
    return <ErrorPage status={status} message={t(status === 403 ? 'views.forbidden' : 'views.notFound')} />
  }
  if (!view) return <LoadingScreen />
  return <Navigate to={to(view.list) + listSearchOfView(view.state)} replace />
}
