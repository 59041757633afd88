import { useQuery } from '@tanstack/react-query'
import type { ListColumnChoice, ListSettingsRecord } from '@tutor-admin/shared'
import { useCallback, useEffect } from 'react'
import { session } from '../../api/client'
import { queryClient } from '../../api/queryClient'
import { useAppStore } from '../../state/appStore'
import { isKeepingColumns, keepListColumns, withListRecord } from './keepListColumns'
import { listSettingsQuery, settingsOfList } from './listSettingsQuery'

const EVENTS = ['created', 'patched', 'removed'] as const

/**
 * The columns the signed-in person chose for the list at this page path, and the
 * way to keep new ones or go back to the list's own (`keep()`). Changes made in the person's other
 * browsers arrive live.
 */
export const useChosenColumns = (list: string) => {
  const account = useAppStore((state) => state.user?._id)
  const { data } = useQuery({ ...listSettingsQuery(account ?? ''), enabled: Boolean(account) })
  const columns = settingsOfList(data, list)?.columns

  useEffect(() => {
    if (!account) return
    const key = listSettingsQuery(account).queryKey
    const stops = EVENTS.map((event) =>
      session.subscribe('listSettings', event, (payload) => {
        const record = payload as ListSettingsRecord
        // The person's own change still being written here is newer than its echo.
        if (record.user !== account || isKeepingColumns(account, record.list)) return
        queryClient.setQueryData(
          key,
          (records) =>
            records && withListRecord(records, record.list, event === 'removed' ? undefined : record)
        )
      })
    )
    return () => stops.forEach((stop) => stop())
  }, [account])

  const keep = useCallback(
    (chosen?: ListColumnChoice[]) => {
      if (account) keepListColumns(account, list, chosen)
    },
    [account, list]
  )
  return { columns, keep }
}

export type ChosenColumns = ReturnType<typeof useChosenColumns>
