import { QueryClient } from '@tanstack/react-query'
import { knownStatus } from './errorShape'
import { readPageState } from '../state/pageState'
import { useAppStore } from '../state/appStore'
import { userQueryHash } from './userQueryHash'

/**
 * Data fetched through the session: cached 30 s, client errors (4xx) not retried, each answer kept
 * under the signed-in user's id (R-AUTH-15).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && (knownStatus(error) ?? 500) >= 500,
      queryKeyHashFn: userQueryHash
    }
  }
})

// Signing out, a session that ended on its own, another account signed in (here or in another
// tab): nothing the previous account was answered stays in memory (R-AUTH-15).
useAppStore.subscribe((state, previous) => {
  if (state.user?._id !== previous.user?._id) queryClient.clear()
})

// A page the server rendered carries the answers it was rendered from: the console starts from them.
for (const { key, data } of readPageState()?.queries ?? []) queryClient.setQueryData(key, data)
