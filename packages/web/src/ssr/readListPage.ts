import {
  can,
  isAdmin,
  methodAccess,
  splitLocalePath,
  type ListSettingsRecord,
  type PageCalls,
  type Paginated
} from '@tutor-admin/shared'
import { schemasQuery } from '../api/useSchemas'
import { modulesOfPath } from '../app/pageModules'
import { labelText } from '../i18n/labelText'
import { listSettingsQuery, settingsOfList } from '../list/columns/listSettingsQuery'
import { listRowsQuery } from '../list/data/useListRows'
import { FIXED_LISTS } from '../pages/list/fixedLists'
import { fetchListPage, type FindCall, type Row } from '../records/data/fetchRows'
import { findQueryOf } from '../records/data/listQuery'
import { listDefinitionOf, readUrlState } from '../records/listDefinition'
import { findListRoute, listRouteByName } from '../records/listRoute'
import { lookupQueries } from '../records/references/refLookups'
import type { PageState, SeededQuery } from '../state/pageState'

/** A lookup as the list runs it: a label that cannot be loaded leaves the list as it is (R-LIST-07). */
const lookup = async (calls: PageCalls, service: string, query: Record<string, unknown>) => {
  try {
    const answer = (await calls.find(service, query)) as { data: Row[] } | Row[]
    return Array.isArray(answer) ? answer : answer.data
  } catch {
    return []
  }
}

/**
 * Reads a list page's data as the console would ask for it: the catalogue, the first page of rows
 * for the state in the URL (the same find query as the screen's) and the labels of its references.
 * Undefined when the path is not a paged list the user may read.
 */
export const readListPage = async (url: URL, user: PageState['user'], calls: PageCalls) => {
  const { lang, path } = splitLocalePath(url.pathname)
  const modules = modulesOfPath(path)
  if (!modules.includes('listData')) return undefined
  const fixed = modules.find((name): name is keyof typeof FIXED_LISTS => name in FIXED_LISTS)
  // The person's own columns decide what the list shows and asks for: read beside the catalogue.
  const [schemas, kept] = await Promise.all([
    calls.schemas(),
    (calls.find('listSettings', {}) as Promise<Paginated<ListSettingsRecord>>).then(
      (answer) => answer.data,
      () => undefined
    )
  ])
  const route = fixed ? listRouteByName(schemas, FIXED_LISTS[fixed]) : findListRoute(schemas, path)
  if (!route || route.settings.virtual || route.settings.paginate === 'cursor') return undefined
  // The API's check of a find and the list page's own (R-ROLE-09, R-ROLE-13).
  if (methodAccess(user, route.settings, 'find') !== 'allowed' || !can(user, route.settings, 'read'))
    return undefined
  const { columns, defaults, select } = listDefinitionOf(
    route,
    isAdmin(user),
    settingsOfList(kept, route.path)?.columns
  )
  const state = readUrlState(url.searchParams, defaults)
  // Every row at once (-1) is left to the console.
  if (state.rowsPerPage < 0) return undefined
  const rowsQuery = listRowsQuery(route.service, findQueryOf(route.settings, state, select), false)
  const find: FindCall = (service, query) => calls.find(service, query) as ReturnType<FindCall>
  const answer = await fetchListPage(find, route.service, rowsQuery.queryKey[2], false)
  const fields = columns.map((column) => ({ ...column.field, name: column.name }))
  const lookups = [...lookupQueries(fields, answer.data).values()].flat()
  const labels = await Promise.all(
    lookups.map(async ({ service, query }): Promise<SeededQuery> => ({
      key: ['lookup', service, query],
      data: await lookup(calls, service, query)
    }))
  )
  const queries: SeededQuery[] = [
    { key: schemasQuery.queryKey, data: schemas },
    ...(kept ? [{ key: listSettingsQuery(user._id).queryKey, data: kept }] : []),
    { key: rowsQuery.queryKey, data: answer },
    ...labels
  ]
  return { lang, title: labelText(route.settings.name, lang) || route.name, queries }
}
