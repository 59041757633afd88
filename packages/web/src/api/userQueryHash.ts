import { hashKey, type QueryKey } from '@tanstack/react-query'
import { useAppStore } from '../state/appStore'

/**
 * The key the cache keeps a query's answer under: the signed-in user's id, then the query's own
 * key. Every query of the console is hashed here (the client's default), so that one account's
 * answers are never served to another, whatever the query's key says (R-AUTH-15).
 */
export const userQueryHash = (queryKey: QueryKey): string =>
  hashKey([useAppStore.getState().user?._id ?? null, ...queryKey])
