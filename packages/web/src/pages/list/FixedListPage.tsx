import { useSchemas } from '../../api/useSchemas'
import { ListPage } from '../../list/ListPage'
import { listRouteByName } from '../../records/listRoute'
import { NotFoundPage } from '../NotFoundPage'

export interface FixedListPageProps {
  /** The collection shown. */
  name: string
  virtual?: boolean
}

/** A fixed list page (R-RT-01): /admins, /appUsers and /news, built from the generic list's parts. */
export function FixedListPage({ name, virtual }: FixedListPageProps) {
  const { data, error } = useSchemas()
  if (error) throw error
  if (!data) return null
  const route = listRouteByName(data, name)
  return route ? <ListPage route={route} virtual={virtual} /> : <NotFoundPage />
}
