import type { SchemasAnswer } from '@tutor-admin/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { isLoggedIn, useAppStore } from '../state/appStore'
import { SCHEMAS_KEY } from './cachedCollection'
import { session } from './client'

/** The catalogue query: loaded once per session (R-SCH-01). */
export const schemasQuery = queryOptions({
  queryKey: SCHEMAS_KEY,
  queryFn: () => session.call<SchemasAnswer>('schemas', 'find', { query: {} }),
  staleTime: Infinity
})

/** The catalogue the console builds its pages from, once signed in. */
export const useSchemas = () => {
  const loggedIn = useAppStore(isLoggedIn)
  return useQuery({ ...schemasQuery, enabled: loggedIn })
}
