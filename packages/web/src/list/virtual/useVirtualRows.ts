import { useEffect, useReducer, useState } from 'react'
import { session } from '../../api/client'
import { useAppStore } from '../../state/appStore'
import { errorMessage } from '../../errors/httpError'
import { fetchListPage, type Row } from '../../records/data/fetchRows'
import type { LiveEvent } from '../data/liveRows'
import type { FindQuery } from '../../records/data/listQuery'
import { sessionFind } from '../../records/data/sessionFind'
import { VirtualRowLoader } from './virtualRowLoader'

const LIVE_EVENTS: LiveEvent[] = ['created', 'patched', 'updated', 'removed']

/**
 * The rows of a virtual list for a query (R-VL-02..04): a loader that starts over when the
 * filter or sort changes, loads the rows again when the columns change, and follows the
 * service's events.
 */
export const useVirtualRows = (service: string, query: FindQuery, viewportHeight: number) => {
  const [, repaint] = useReducer((version: number) => version + 1, 0)
  const setError = useAppStore((state) => state.setError)
  const { $select, ...rowsQuery } = query
  const rowsKey = JSON.stringify(rowsQuery)
  const selectKey = JSON.stringify($select)
  const [current] = useState(() => ({ query }))
  current.query = query
  const [loader] = useState(
    () =>
      new VirtualRowLoader({
        load: (window, limit) =>
          fetchListPage(sessionFind, service, { ...current.query, ...window, $limit: limit }),
        count: async () =>
          (await fetchListPage(sessionFind, service, { ...current.query, $limit: 0, $count: 'exact' })).total,
        onChange: repaint,
        onError: (error) => setError(errorMessage(error))
      })
  )
  loader.setViewportHeight(viewportHeight)

  useEffect(() => {
    loader.restart()
  }, [rowsKey, loader])

  // Other columns: the same rows, shown as they are until they come again with the new ones.
  useEffect(() => {
    loader.reload()
  }, [selectKey, loader])

  useEffect(() => () => loader.dispose(), [loader])

  useEffect(() => {
    const stops = LIVE_EVENTS.map((event) =>
      session.subscribe(service, event, (data) => loader.apply(event, data as Row))
    )
    return () => stops.forEach((stop) => stop())
  }, [service, loader])

  return loader
}
