import {
  DATA_CONSTANTS,
  defaultSortOf,
  isAdmin,
  searchConditionsOf,
  tableRules,
  type ListUrlState
} from '@tutor-admin/shared'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSchemas } from '../api/useSchemas'
import { useAppStore } from '../app/appStore'
import { labelText } from '../i18n/labelText'
import { usePageTitle } from '../layout/usePageTitle'
import { buildColumns, expandFields } from './buildColumns'
import type { CellContext } from './cellText'
import { isSearching, listFilterOf } from './listQuery'
import type { ListRoute } from './listRoute'
import { useListUrlState } from './useListUrlState'

/**
 * What every list screen of a route shares (R-LIST-01, R-LIST-08, R-RT-11, R-RT-12): the user's
 * rights, the columns, the state in the URL and the filter it makes, and the page title.
 */
export const useListSetup = (route: ListRoute) => {
  const { t } = useTranslation('list')
  const { collection, settings } = route
  const lang = useAppStore((state) => state.locale)
  const user = useAppStore((state) => state.user)
  const currency = useAppStore((state) => state.currencySymbol)
  const enums = useSchemas().data?.enums
  const admin = isAdmin(user)
  const rules = useMemo(() => tableRules(user, settings), [user, settings])
  const columns = useMemo(
    () => buildColumns(collection, settings, { staffNames: admin }),
    [collection, settings, admin]
  )
  const expands = useMemo(() => expandFields(collection, settings), [collection, settings])
  const defaults = useMemo<ListUrlState>(
    () => ({
      keyword: '',
      conditions: searchConditionsOf(settings.searchFields, collection.fields),
      page: 1,
      rowsPerPage: DATA_CONSTANTS.defaultPageSize,
      sort: defaultSortOf(settings.defaultSort, settings.defaultSortDesc),
      filter: {}
    }),
    [settings, collection]
  )
  const { state, update } = useListUrlState(defaults)
  const filter = useMemo(() => listFilterOf(settings, state), [settings, state])
  const select = useMemo(
    () => [...columns.map((column) => column.name), ...expands.map((field) => field.name)],
    [columns, expands]
  )
  usePageTitle(labelText(settings.name, lang) || route.name)
  const cellContext = useMemo<Omit<CellContext, 'labels'>>(
    () => ({ lang, enums, currency, yes: t('yes'), no: t('no'), items: (count) => t('items', { count }) }),
    [lang, enums, currency, t]
  )
  return {
    route,
    rules,
    columns,
    expands,
    defaults,
    state,
    update,
    filter,
    searching: isSearching(filter, settings),
    select,
    cellContext
  }
}

export type ListSetup = ReturnType<typeof useListSetup>
