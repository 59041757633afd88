import { queryOptions } from '@tanstack/react-query'
import type { EditorSettings, Paginated } from '@tutor-admin/shared'
import type { SavedViewRecord, SavedViewState } from '@tutor-admin/shared/list/saved-views'
import { session } from '../../api/client'
import { listFilterOf } from '../../records/data/listQuery'

/** The saved views the person is shown of the list at this page path (`/api/savedViews`). */
export const savedViewsQuery = (list: string) =>
  queryOptions({
    queryKey: ['savedViews', list],
    queryFn: async () =>
      (await session.call<Paginated<SavedViewRecord>>('savedViews', 'find', { query: { list } })).data
  })

/** How many records a view finds now: a count only (`$limit: 0`), no rows. */
export const viewCountQuery = (service: string, settings: EditorSettings, view: SavedViewRecord) =>
  queryOptions({
    queryKey: ['savedViewCount', service, view._id, view.modified],
    queryFn: async () =>
      (
        await session.call<Paginated<unknown>>(service, 'find', {
          query: { ...listFilterOf(settings, { filter: {}, ...view.state }), $limit: 0 }
        })
      ).total,
    staleTime: 30_000
  })

/** The URL query of a list showing a view's state from its first page (C20). */
export const listSearchOfView = (state: SavedViewState) =>
  `?${new URLSearchParams({
    q: JSON.stringify({
      keyword: state.keyword,
      conditions: state.conditions,
      sort: state.sort,
      rowsPerPage: state.rowsPerPage
    })
  }).toString()}`
