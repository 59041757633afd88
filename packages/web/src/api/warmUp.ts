import { session } from './client'
import { queryClient } from './queryClient'
import { schemasQuery } from './useSchemas'

/**
 * Connects, re-authenticates and fetches the catalogue while the first page is still loading,
 * so that a signed-in start does not wait for them after its first render. Over a page the server
 * rendered the catalogue is already in: the connection signs in all the same, for live updates.
 */
export const warmUp = () => {
  void session.reAuthenticate().catch(() => undefined)
  return queryClient.prefetchQuery(schemasQuery)
}
