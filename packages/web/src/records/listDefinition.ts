import {
  DATA_CONSTANTS,
  defaultSortOf,
  mergeConditions,
  readListState,
  searchConditionsOf,
  type ListColumnChoice,
  type ListUrlState
} from '@tutor-admin/shared'
import { buildColumns, expandFields } from './columns/buildColumns'
import type { ListRoute } from './listRoute'

/**
 * What a route's list shows, whoever renders it (the screen, or the route loader that asks for
 * its rows first): columns (the person's chosen ones, else the route's), expanded fields, the
 * fields to select and the state it starts from.
 */
export const listDefinitionOf = (route: ListRoute, staffNames: boolean, chosen?: ListColumnChoice[]) => {
  const { collection, settings } = route
  const columns = buildColumns(collection, settings, { staffNames, chosen })
  const expands = expandFields(collection, settings)
  const defaults: ListUrlState = {
    keyword: '',
    conditions: searchConditionsOf(settings.searchFields, collection.fields),
    page: 1,
    rowsPerPage: DATA_CONSTANTS.defaultPageSize,
    sort: defaultSortOf(settings.defaultSort, settings.defaultSortDesc),
    filter: {}
  }
  // In one order whatever the columns' order: moving a column asks for no rows again.
  const select = [...columns.map((column) => column.name), ...expands.map((field) => field.name)].sort()
  return { columns, expands, defaults, select }
}

/** The list state in URL parameters; conditions are the route's, with the URL's operators and values. */
export const readUrlState = (params: URLSearchParams, defaults: ListUrlState, key?: string): ListUrlState => {
  const state = readListState(params, defaults, key)
  return { ...state, conditions: mergeConditions(defaults.conditions, state.conditions) }
}
