import { useQueryClient, type Query } from '@tanstack/react-query'
import { useEffect } from 'react'
import { session } from './client'

const EVENTS = ['created', 'patched', 'updated', 'removed'] as const
const SETTLE_MS = 500

/** Whether a query reads a service: its key starts with the service, or its `meta.services` names it. */
export const readsService = (query: Pick<Query, 'queryKey' | 'meta'>, path: string): boolean =>
  query.queryKey[0] === path || ((query.meta?.services as string[] | undefined)?.includes(path) ?? false)

/**
 * Keeps the queries of these services fresh: their real-time events (R-AUTH-14) refetch every
 * query that reads the service, once a burst of events has settled.
 */
export const useLiveUpdates = (paths: string[]) => {
  const queryClient = useQueryClient()
  const key = paths.join(',')
  useEffect(() => {
    const timers = new Map<string, ReturnType<typeof setTimeout>>()
    const refresh = (path: string) => {
      clearTimeout(timers.get(path))
      timers.set(
        path,
        setTimeout(
          () => void queryClient.invalidateQueries({ predicate: (query) => readsService(query, path) }),
          SETTLE_MS
        )
      )
    }
    const stops = key
      .split(',')
      .filter(Boolean)
      .flatMap((path) => EVENTS.map((event) => session.subscribe(path, event, () => refresh(path))))
    return () => {
      stops.forEach((stop) => stop())
      timers.forEach((timer) => clearTimeout(timer))
    }
  }, [key, queryClient])
}
