import { useParams } from 'react-router'
import { useSchemas } from '../../api/useSchemas'
import { ListPage } from '../../list/ListPage'
import { findListRoute } from '../../records/listRoute'
import { NotFoundPage } from '../NotFoundPage'

/**
 * The generic table screen of the catch-all route (R-RT-07, R-RT-08): the list page whose
 * `/{rootPath}` is the path, else 404 "This page could not be found".
 */
export function SchemaListPage() {
  const path = useParams()['*'] ?? ''
  const { data, error } = useSchemas()
  if (error) throw error
  if (!data) return null
  const route = findListRoute(data, path)
  return route ? <ListPage route={route} /> : <NotFoundPage />
}
