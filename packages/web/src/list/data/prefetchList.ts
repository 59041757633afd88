import { can, isAdmin, splitLocalePath } from '@tutor-admin/shared'
import type { LoaderFunctionArgs } from 'react-router'
import { queryClient } from '../../api/queryClient'
import { schemasQuery } from '../../api/useSchemas'
import { useAppStore } from '../../state/appStore'
import { waitForFirstData } from '../../api/waitForFirstData'
import { listDefinitionOf, readUrlState } from '../../records/listDefinition'
import { findQueryOf } from '../../records/data/listQuery'
import { findListRoute, listRouteByName } from '../../records/listRoute'
import { listRowsQuery } from './useListRows'
import { listSettingsQuery, settingsOfList } from '../columns/listSettingsQuery'

/**
 * Asks for the first rows of a paged list as soon as the catalogue and the person's columns are
 * in, before the screen has rendered: the same query the screen makes, so it finds them in the
 * cache. Virtual lists, cursor mode and pages the user may not read are left to the screen.
 */
export const prefetchList = async (url: string, name?: string) => {
  const user = useAppStore.getState().user
  // The person's columns decide the fields asked for; read beside the catalogue, never in its way.
  const [answer, kept] = await Promise.all([
    queryClient.ensureQueryData(schemasQuery),
    user ? queryClient.ensureQueryData(listSettingsQuery(user._id)).catch(() => undefined) : undefined
  ])
  const { pathname, searchParams } = new URL(url)
  const route = name ? listRouteByName(answer, name) : findListRoute(answer, splitLocalePath(pathname).path)
  if (!route || route.settings.virtual || route.settings.paginate === 'cursor') return
  if (!can(user, route.settings, 'read')) return
  const { defaults, select } = listDefinitionOf(route, isAdmin(user), settingsOfList(kept, route.path)?.columns)
  const state = readUrlState(searchParams, defaults)
  await queryClient.prefetchQuery(
    listRowsQuery(route.service, findQueryOf(route.settings, state, select), state.rowsPerPage < 0)
  )
}

/**
 * The route loader of list pages: starts {@link prefetchList} and waits a little for it, so that
 * the page usually renders once, with its rows.
 */
export const listLoader =
  (name?: string) =>
  ({ request }: LoaderFunctionArgs) =>
    waitForFirstData(prefetchList(request.url, name))
