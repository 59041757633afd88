import { QueryClient } from '@tanstack/react-query'
import { errorStatus } from '../errors/httpError'
import { readPageState } from '../ssr/pageState'

/** Data fetched through the session: cached 30 s, client errors (4xx) not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && errorStatus(error) >= 500
    }
  }
})

// A page the server rendered carries the answers it was rendered from: the console starts from them.
for (const { key, data } of readPageState()?.queries ?? []) queryClient.setQueryData(key, data)
