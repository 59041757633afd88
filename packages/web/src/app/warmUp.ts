import { listSettingsQuery } from '../list/columns/listSettingsQuery'
import { session } from '../api/client'
import { readLogin } from '../state/loginStorage'
import { queryClient } from '../api/queryClient'
import { schemasQuery } from '../api/useSchemas'

/**
 * Connects, re-authenticates and fetches the catalogue and the person's list columns while the
 * first page is still loading, so that a signed-in start does not wait for them after its first
 * render. Over a page the server rendered they are already in: the connection signs in all the
 * same, for live updates.
 */
export const warmUp = () => {
  void session.reAuthenticate().catch(() => undefined)
  const account = readLogin().user?._id
  // The person's own list columns: a list page opened later knows them at once.
  if (account) void queryClient.prefetchQuery(listSettingsQuery(account))
  return queryClient.prefetchQuery(schemasQuery)
}
