import {
  PRESENCE_EVENT,
  PRESENCE_PATH,
  PRESENCE_TIMING,
  type PresenceUser,
  type RecordPresence
} from '@tutor-admin/shared'
import { useEffect, useState } from 'react'
import { session } from '../api/client'
import { useAppStore } from '../state/appStore'

/**
 * Says that this person has a record open while the editor shows it (joins, then a heartbeat), and
 * answers the others who have it open, live. Leaving the editor leaves the record; closing the tab
 * or losing the connection ends the presence on the server.
 */
export const useRecordPresence = (collection: string, recordId: string | undefined): PresenceUser[] => {
  const me = useAppStore((state) => state.user?._id)
  const [people, setPeople] = useState<PresenceUser[]>([])
  useEffect(() => {
    if (!recordId) return
    let open = true
    const show = (presence: RecordPresence) => {
      if (open && presence.collection === collection && presence.recordId === recordId)
        setPeople(presence.users)
    }
    const join = () =>
      session
        .call<RecordPresence>(PRESENCE_PATH, 'create', { collection, recordId })
        .then(show)
        // Presence is a courtesy: a failed heartbeat is tried again with the next one.
        .catch(() => undefined)
    void join()
    const heartbeat = setInterval(join, PRESENCE_TIMING.heartbeatMs)
    const stop = session.subscribe(PRESENCE_PATH, PRESENCE_EVENT, (data) => show(data as RecordPresence))
    return () => {
      open = false
      clearInterval(heartbeat)
      stop()
      setPeople([])
      void session.call(PRESENCE_PATH, 'remove', recordId, { query: { collection } }).catch(() => undefined)
    }
  }, [collection, recordId])
  return people.filter((person) => person._id !== me)
}
