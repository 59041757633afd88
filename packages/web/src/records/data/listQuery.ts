import {
  buildListFilter,
  QUERY_LIMITS,
  skipOf,
  toQuerySort,
  type EditorSettings,
  type Filter,
  type ListUrlState
} from '@tutor-admin/shared'

/** A find query as the service takes it (C11). */
export type FindQuery = Filter & {
  $limit?: number
  $skip?: number
  $sort?: Record<string, 1 | -1>
  $select?: string[]
  $cursor?: string
  /** Count the total exactly, however big the list (the server estimates big ones otherwise). */
  $count?: 'exact'
}

const isEmpty = (filter: Filter | undefined) => !filter || Object.keys(filter).length === 0

/**
 * The filter of a list view (R-SRCH-07): the route's filter and the view's own (a link's), AND
 * the active conditions, AND the keyword over `textFields` and `translateTextFields`.
 */
export const listFilterOf = (
  settings: EditorSettings,
  state: Pick<ListUrlState, 'filter' | 'conditions' | 'keyword'>
): Filter => {
  const fixed = [settings.filter, state.filter].filter((part): part is Filter => !isEmpty(part))
  return buildListFilter({
    routeFilter: fixed.length > 1 ? { $and: fixed } : fixed[0],
    conditions: state.conditions,
    keyword: state.keyword,
    textFields: settings.textFields,
    translateTextFields: settings.translateTextFields
  })
}

/** Whether the view narrows the rows beyond the route (for "no results" rather than "no data", R-LIST-12). */
export const isSearching = (filter: Filter, settings: EditorSettings) =>
  JSON.stringify(filter) !==
  JSON.stringify(listFilterOf(settings, { filter: {}, conditions: [], keyword: '' }))

/**
 * The find query of one page (R-LIST-04): filter, `$sort` (the server ends it with `_id`),
 * `$select` of the shown fields, `$limit` and `$skip = (page - 1) * rowsPerPage`, or `$cursor`
 * in cursor mode and wherever a page's cursor is known (a big list's pages, R-PAGE-06). Every row
 * (-1) asks for the server's largest page.
 */
export const findQueryOf = (
  settings: EditorSettings,
  state: ListUrlState,
  select: string[],
  cursor?: string
): FindQuery => {
  const all = state.rowsPerPage < 0
  const query: FindQuery = {
    ...listFilterOf(settings, state),
    $sort: toQuerySort(state.sort),
    $select: [...new Set(['_id', ...select])],
    $limit: all ? QUERY_LIMITS.maxLimit : state.rowsPerPage
  }
  if (settings.paginate === 'cursor' || cursor !== undefined) query.$cursor = cursor ?? ''
  else query.$skip = skipOf(state.page, state.rowsPerPage)
  return query
}
