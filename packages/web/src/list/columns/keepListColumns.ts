import type { ListColumnChoice, ListSettingsRecord, Paginated } from '@tutor-admin/shared'
import { session } from '../../api/client'
import { queryClient } from '../../api/queryClient'
import { errorMessage } from '../../errors/httpError'
import { useAppStore } from '../../state/appStore'
import { listSettingsQuery } from './listSettingsQuery'

/** A burst of changes (arrow keys on a column's edge) is written once, when it pauses. */
export const WRITE_DELAY_MS = 300

interface Change {
  account: string
  list: string
  /** Undefined: back to the list's own columns. */
  columns?: ListColumnChoice[]
}

const waiting = new Map<string, { change: Change; timer: ReturnType<typeof setTimeout> }>()
let writes: Promise<unknown> = Promise.resolve()
let running = 0

const idOf = ({ account, list }: Pick<Change, 'account' | 'list'>) => `${account} ${list}`

/** Whether a change of this list is still on its way to the server: its echoes are older than the screen. */
export const isKeepingColumns = (account: string, list: string) =>
  running > 0 || waiting.has(idOf({ account, list }))

/** The records with this list's record replaced (or removed). */
export const withListRecord = (
  records: readonly ListSettingsRecord[],
  list: string,
  record: ListSettingsRecord | undefined
): ListSettingsRecord[] => [...records.filter((item) => item.list !== list), ...(record ? [record] : [])]

const write = async ({ account, list, columns }: Change) => {
  const key = listSettingsQuery(account).queryKey
  if (columns) {
    const kept = await session.call<ListSettingsRecord>('listSettings', 'create', { list, columns })
    if (!waiting.has(idOf({ account, list })) && queryClient.getQueryData(key))
      queryClient.setQueryData(key, (records = []) => withListRecord(records, list, kept))
    return
  }
  const found = await session.call<Paginated<ListSettingsRecord>>('listSettings', 'find', { query: { list } })
  for (const record of found.data) await session.call('listSettings', 'remove', record._id)
}

const send = (id: string) => {
  const entry = waiting.get(id)
  if (!entry) return
  clearTimeout(entry.timer)
  waiting.delete(id)
  running++
  // One write at a time, in the order made: a reset never overtakes the save before it.
  writes = writes
    .then(() => write(entry.change))
    .catch((error: unknown) => {
      useAppStore.getState().setError(errorMessage(error))
      return queryClient.invalidateQueries({
        queryKey: listSettingsQuery(entry.change.account).queryKey,
        refetchType: 'all'
      })
    })
    .finally(() => running--)
}

/**
 * Keeps a list's columns for the person, or forgets them (`undefined`: the list's own columns
 * again): on screen at once, on the server (`/api/listSettings`) when the changes pause. A failed
 * write shows its message and puts back what the server keeps.
 */
export const keepListColumns = (account: string, list: string, columns?: ListColumnChoice[]) => {
  const key = listSettingsQuery(account).queryKey
  const shown = columns && { _id: '', user: account, list, columns, modified: '' }
  // Settings not read yet stay unread: the write's answer or the read brings them.
  if (queryClient.getQueryData(key))
    queryClient.setQueryData(key, (records = []) => withListRecord(records, list, shown))
  const id = idOf({ account, list })
  clearTimeout(waiting.get(id)?.timer)
  waiting.set(id, { change: { account, list, columns }, timer: setTimeout(() => send(id), WRITE_DELAY_MS) })
}

/** Sends every change still waiting, and answers once all are written. */
export const sendKeptColumns = () => {
  for (const id of [...waiting.keys()]) send(id)
  return writes
}

// A page closed or left right after a change still sends it.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void sendKeptColumns())
