import { useParams } from 'react-router'
import { useSchemas } from '../../api/useSchemas'
import { TrashList } from '../../journal/TrashList'
import { PageContainer } from '../../layout/PageContainer'
import { findListRoute } from '../../records/listRoute'
import { NotFoundPage } from '../NotFoundPage'

/** `/{list}/trash`: the removed records of a list's collection; an unknown list is not found. */
export function TrashPage() {
  const { list = '' } = useParams()
  const { data, error } = useSchemas()
  if (error) throw error
  if (!data) return null
  const route = findListRoute(data, list)
  if (!route) return <NotFoundPage />
  return (
    <PageContainer maxWidth={1100}>
      <TrashList route={route} />
    </PageContainer>
  )
}
