import { AUTH_OPTIONS_PATH } from '@tutor-admin/shared/auth/social-sign-in'
import { queryOptions } from '@tanstack/react-query'
import { readAuthOptions } from './authOptions'

/** The ways to sign in, in the data cache of the signed-in console (profile, sign-out): the page's one read. */
export const authOptionsQuery = queryOptions({
  queryKey: [AUTH_OPTIONS_PATH],
  queryFn: readAuthOptions,
  staleTime: Infinity,
  retry: false
})
