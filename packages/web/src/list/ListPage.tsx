import { can } from '@tutor-admin/shared'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppStore } from '../state/appStore'
import { ErrorPage } from '../errors/ErrorPage'
import { PageContainer } from '../layout/PageContainer'
import type { ListRoute } from '../records/listRoute'
import { ListRouteContext } from './ListRouteContext'
import { TableListScreen } from './table/TableListScreen'
import { useListSetup } from './useListSetup'

// The virtual list is a chunk of its own: a paged list (most pages) carries none of its code.
const VirtualListScreen = lazy(async () => ({
  default: (await import('./virtual/VirtualListScreen')).VirtualListScreen
}))

export interface ListPageProps {
  route: ListRoute
  /** Show the virtual list whatever the route says (/appUsers). */
  virtual?: boolean
}

function ListScreens({ route, virtual }: ListPageProps) {
  const setup = useListSetup(route)
  return (
    <Suspense fallback={null}>
      {virtual || route.settings.virtual ? (
        <VirtualListScreen setup={setup} />
      ) : (
        <TableListScreen setup={setup} />
      )}
    </Suspense>
  )
}

/**
 * The list page of a route: the paged list, or the virtual list where the route asks for it
 * (R-VL-01); a user who may not read the route gets a 403 page and no data (R-ROLE-13).
 */
export function ListPage({ route, virtual }: ListPageProps) {
  const { t } = useTranslation('list')
  const user = useAppStore((state) => state.user)
  if (!can(user, route.settings, 'read')) return <ErrorPage status={403} message={t('forbidden')} />
  return (
    <PageContainer maxWidth={virtual || route.settings.virtual ? 10_000 : 1600}>
      <ListRouteContext value={route}>
        <ListScreens key={route.name} route={route} virtual={virtual} />
      </ListRouteContext>
    </PageContainer>
  )
}
