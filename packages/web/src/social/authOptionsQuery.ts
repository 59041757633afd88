import { AUTH_OPTIONS_PATH } from '@tutor-admin/shared/auth/social-sign-in'
import { queryOptions } from '@tanstack/react-query'
import { fetchAuthOptions } from './authOptions'

/** The ways to sign in, in the data cache of the signed-in console (profile, sign-out), read once. */
export const authOptionsQuery = queryOptions({
  queryKey: [AUTH_OPTIONS_PATH],
  queryFn: fetchAuthOptions,
  staleTime: Infinity,
  retry: false
})
