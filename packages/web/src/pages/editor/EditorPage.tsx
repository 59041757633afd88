import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { useSchemas } from '../../api/useSchemas'
import { RecordEditorPanel } from '../../editor/RecordEditorPanel'
import { useLang } from '../../i18n/useLang'
import { PageContainer } from '../../layout/PageContainer'
import { findListRoute } from '../../records/listRoute'
import { NotFoundPage } from '../NotFoundPage'
import { cameFromConsolePage } from '../../state/consoleHistory'

/**
 * A list's editor page (R-RT-03, R-RT-09, C20): `/{list}/edit/{id}` edits a record, `/{list}/edit`
 * creates one, `?clone={id}` starts from a copy; an unknown list or record is not found (R-ED-14).
 * Done, it goes back to the list as it was left, or to the list when the editor was opened directly.
 */
export function EditorPage() {
  const { list = '', id } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const location = useLocation()
  const { to } = useLang()
  const { data, error } = useSchemas()
  if (error) throw error
  if (!data) return null
  const route = findListRoute(data, list)
  if (!route) return <NotFoundPage />
  const backToList = () => (cameFromConsolePage() ? navigate(-1) : navigate(to(route.path)))
  return (
    <PageContainer maxWidth={1100}>
      <RecordEditorPanel
        route={route}
        target={{ id, clone: params.get('clone') }}
        onDone={backToList}
        formKey={location.key}
        page
      />
    </PageContainer>
  )
}
