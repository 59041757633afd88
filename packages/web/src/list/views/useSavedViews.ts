import { useQueries, useQuery } from '@tanstack/react-query'
import { isAdmin } from '@tutor-admin/shared'
import type { SavedViewAudience, SavedViewRecord, SavedViewState } from '@tutor-admin/shared/list/saved-views'
import { useCallback, useEffect } from 'react'
import { session } from '../../api/client'
import { queryClient } from '../../api/queryClient'
import { useLang } from '../../i18n/useLang'
import { useAppStore } from '../../state/appStore'
import { listSettingsQuery, settingsOfList } from '../columns/listSettingsQuery'
import type { ListSetup } from '../useListSetup'
import { savedViewsQuery, viewCountQuery } from './savedViewsQuery'

const EVENTS = ['created', 'patched', 'removed'] as const

/** Who a view is saved for: the person, a role (with its name) or everyone. */
export interface ViewAudience {
  audience: SavedViewAudience
  role?: string
}

/**
 * The saved views of a list and what can be done with them: each with its live count, open one
 * (its search, sort, rows per page and columns), save the current state, rename or delete, and
 * the link that opens a view elsewhere.
 */
export const useSavedViews = (setup: ListSetup) => {
  const { route, state, update, keepColumns } = setup
  const list = route.path
  const user = useAppStore((store) => store.user)
  const { to } = useLang()
  const { data: views = [] } = useQuery(savedViewsQuery(list))
  const { data: settings } = useQuery({ ...listSettingsQuery(user?._id ?? ''), enabled: Boolean(user?._id) })
  const counts = useQueries({
    queries: views.map((view) => viewCountQuery(route.service, route.settings, view))
  }).map((answer) => answer.data)

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: savedViewsQuery(list).queryKey })
    const stops = EVENTS.map((event) => session.subscribe('savedViews', event, refresh))
    return () => stops.forEach((stop) => stop())
  }, [list])

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: savedViewsQuery(list).queryKey }),
    [list]
  )

  const open = useCallback(
    (view: SavedViewRecord) => {
      const { keyword, conditions, sort, rowsPerPage, columns } = view.state
      update({ keyword, conditions, sort, rowsPerPage, page: 1 })
      if (columns) keepColumns(columns)
    },
    [update, keepColumns]
  )

  const save = async (name: string, { audience, role }: ViewAudience) => {
    const columns = settingsOfList(settings, list)?.columns
    const current: SavedViewState = {
      keyword: state.keyword,
      conditions: state.conditions,
      sort: state.sort,
      rowsPerPage: state.rowsPerPage,
      ...(columns ? { columns } : {})
    }
    const body = { list, name, audience, ...(audience === 'role' ? { role } : {}), state: current }
    const saved = await session.call<SavedViewRecord>('savedViews', 'create', body)
    await refresh()
    return saved
  }

  const rename = async (view: SavedViewRecord, name: string) => {
    await session.call('savedViews', 'patch', view._id, { name })
    await refresh()
  }

  const remove = async (view: SavedViewRecord) => {
    await session.call('savedViews', 'remove', view._id)
    await refresh()
  }

  return {
    views,
    counts,
    open,
    save,
    rename,
    remove,
    /** Only admins share a view with a role or everyone. */
    mayShare: isAdmin(user),
    mayEdit: (view: SavedViewRecord) => view.owner === user?._id || isAdmin(user),
    linkOf: (view: SavedViewRecord) => `${window.location.origin}${to(`/v/${view.shortId}`)}`
  }
}

export type SavedViews = ReturnType<typeof useSavedViews>
