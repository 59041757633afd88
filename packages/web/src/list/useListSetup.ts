import { clickSortWithDefault, isAdmin, longPressSort, tableRules } from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useAppStore } from '../state/appStore'
import { labelText } from '../i18n/labelText'
import { usePageTitle } from '../state/usePageTitle'
import type { Sorting } from './rows/listBody'
import { listDefinitionOf } from '../records/listDefinition'
import { isSearching, listFilterOf } from '../records/data/listQuery'
import type { ListRoute } from '../records/listRoute'
import { useCellContext } from '../records/columns/useCellContext'
import { useChosenColumns } from './columns/useChosenColumns'
import { useListUrlState } from './useListUrlState'

/**
 * What every list screen of a route shares (R-LIST-01, R-LIST-08, R-RT-11, R-RT-12): the user's
 * rights, the columns (the person's own choice, else the route's), the state in the URL, the
 * filter and sort it makes, and the page title.
 */
export const useListSetup = (route: ListRoute) => {
  const { settings } = route
  const lang = useAppStore((state) => state.locale)
  const user = useAppStore((state) => state.user)
  const admin = isAdmin(user)
  const rules = useMemo(() => tableRules(user, settings), [user, settings])
  const chosen = useChosenColumns(route.path)
  const { columns, expands, defaults, select } = useMemo(
    () => listDefinitionOf(route, admin, chosen.columns),
    [route, admin, chosen.columns]
  )
  const { state, update } = useListUrlState(defaults)
  const filter = useMemo(() => listFilterOf(settings, state), [settings, state])
  const sorting = useMemo<Sorting>(
    () => ({
      sort: state.sort,
      onSort: (field) =>
        update((now) => ({ sort: clickSortWithDefault(now.sort, field, defaults.sort), page: 1 })),
      onLongPress: (field) => update((now) => ({ sort: longPressSort(now.sort, field), page: 1 }))
    }),
    [state.sort, update, defaults.sort]
  )
  usePageTitle(labelText(settings.name, lang) || route.name)
  const cellContext = useCellContext()
  return {
    route,
    rules,
    columns,
    expands,
    defaults,
    state,
    update,
    filter,
    sorting,
    searching: isSearching(filter, settings),
    select,
    cellContext,
    /** The columns are the list's own: the person has chosen none (or none the catalogue still has). */
    ownColumns: !columns.some((column) => chosen.columns?.some((choice) => choice.field === column.name)),
    /** Keeps the person's columns of this list, or (undefined) goes back to the list's own. */
    keepColumns: chosen.keep
  }
}

export type ListSetup = ReturnType<typeof useListSetup>
