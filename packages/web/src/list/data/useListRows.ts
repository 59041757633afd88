import { keepPreviousData, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { session } from '../../api/client'
import { fetchListPage, type Row } from '../../records/data/fetchRows'
import { applyLiveEvent, type LiveEvent } from './liveRows'
import type { FindQuery } from '../../records/data/listQuery'
import type { ListAnswer } from '../../records/data/normalizeAnswer'
import { sessionFind } from '../../records/data/sessionFind'

const LIVE_EVENTS: LiveEvent[] = ['created', 'patched', 'updated', 'removed']

/** The query of one page of a list's rows, as the screen and the route loader ask for it. */
export const listRowsQuery = (service: string, query: FindQuery, all: boolean) => ({
  queryKey: ['list', service, query, all] as const,
  queryFn: () => fetchListPage(sessionFind, service, query, all)
})

/**
 * One page of a list (R-LIST-04, R-LIST-05): the previous page stays on screen while the next
 * loads, and an answer for a query that is no longer current is never shown (R-LIST-13, the query
 * key is the query). The service's events update the page in place.
 */
export const useListRows = (service: string, query: FindQuery, all: boolean, appendRow = false) => {
  const queryClient = useQueryClient()
  const { queryKey, queryFn } = listRowsQuery(service, query, all)
  // Asked for while the screen renders, not after it mounted: the rows come sooner.
  usePrefetchQuery({ queryKey, queryFn })
  const result = useQuery({ queryKey, queryFn, placeholderData: keepPreviousData })
  const current = useRef(queryKey)
  current.current = queryKey

  useEffect(() => {
    const stops = LIVE_EVENTS.map((event) =>
      session.subscribe(service, event, (data) => {
        const key = current.current
        // Other pages of this list kept in the cache are out of date now: fetched again when shown.
        void queryClient.invalidateQueries({ queryKey: ['list', service], refetchType: 'none' })
        const answer = queryClient.getQueryData<ListAnswer<Row>>(key)
        if (!answer) return
        const change = applyLiveEvent(answer, event, data as Row, appendRow)
        if (change.kind === 'page') queryClient.setQueryData(key, change.answer)
        // Quietly: the shown rows stay until the new page is in.
        if (change.kind === 'reload') void queryClient.invalidateQueries({ queryKey: key, exact: true })
      })
    )
    return () => stops.forEach((stop) => stop())
  }, [service, appendRow, queryClient])

  return result
}
