import { queryOptions } from '@tanstack/react-query'
import type { ListSettingsRecord, Paginated } from '@tutor-admin/shared'
import { session } from '../../api/client'

/**
 * A person's own settings of every list (`/api/listSettings`): one small read per session, so
 * that any list knows its columns at once. Keyed by the account, never served to another.
 */
export const listSettingsQuery = (account: string) =>
  queryOptions({
    queryKey: ['listSettings', account],
    queryFn: async () =>
      (await session.call<Paginated<ListSettingsRecord>>('listSettings', 'find', { query: {} })).data,
    staleTime: Infinity
  })

/** The settings of the list at this page path, if the person keeps any. */
export const settingsOfList = (
  records: readonly ListSettingsRecord[] | undefined,
  list: string
): ListSettingsRecord | undefined => records?.find((record) => record.list === list)
