import { queryClient } from './queryClient'
import { schemasQuery } from './useSchemas'

/**
 * Connects, re-authenticates and fetches the catalogue while the first page is still loading,
 * so that a signed-in start does not wait for them after its first render.
 */
export const warmUp = () => queryClient.prefetchQuery(schemasQuery)
