import { useQuery } from '@tanstack/react-query'
import { session } from '../../api/client'
import { useAppStore } from '../../state/appStore'

/** The signed-in user's own account record. */
export interface Account {
  _id: string
  name?: unknown
  email?: string
  role?: string
  roles?: string[]
  status?: string
  avatar?: string | null
  created?: string
  modified?: string
}

/** Loads the signed-in user's own record (R-AUTH-17): editors may read their own account. */
export const useOwnAccount = () => {
  const userId = useAppStore((state) => state.user?._id)
  return useQuery({
    queryKey: ['users', 'own', userId],
    enabled: Boolean(userId),
    queryFn: () => session.call<Account>('users', 'get', userId)
  })
}
