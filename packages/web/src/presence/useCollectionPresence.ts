import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  PRESENCE_EVENT,
  PRESENCE_PATH,
  PRESENCE_TIMING,
  type PresenceUser,
  type RecordPresence
} from '@tutor-admin/shared'
import { useEffect, useMemo } from 'react'
import { session } from '../api/client'
import { useAppStore } from '../state/appStore'

const keyOf = (collection: string) => ['presence', collection]

/**
 * Who else has which record of a collection open, by record id: read when the list opens and
 * every heartbeat (events missed while disconnected), and followed live in between.
 */
export const useCollectionPresence = (
  collection: string | undefined
): ReadonlyMap<string, PresenceUser[]> => {
  const queryClient = useQueryClient()
  const me = useAppStore((state) => state.user?._id)
  const { data } = useQuery({
    queryKey: keyOf(collection ?? ''),
    enabled: Boolean(collection),
    refetchInterval: PRESENCE_TIMING.heartbeatMs,
    retry: false,
    queryFn: () => session.call<RecordPresence[]>(PRESENCE_PATH, 'find', { query: { collection } })
  })
  useEffect(() => {
    if (!collection) return
    return session.subscribe(PRESENCE_PATH, PRESENCE_EVENT, (event) => {
      const changed = event as RecordPresence
      if (changed.collection !== collection) return
      queryClient.setQueryData<RecordPresence[]>(keyOf(collection), (current = []) => [
        ...current.filter((presence) => presence.recordId !== changed.recordId),
        changed
      ])
    })
  }, [collection, queryClient])
  return useMemo(
    () =>
      new Map(
        (data ?? [])
          .map((presence) => [presence.recordId, presence.users.filter((user) => user._id !== me)] as const)
          .filter(([, users]) => users.length > 0)
      ),
    [data, me]
  )
}
