import { AUTH_OPTIONS_PATH, type AuthOptions } from '@tutor-admin/shared/auth/social-sign-in'
import { queryOptions } from '@tanstack/react-query'

/** No provider and no single sign-on: what the sign-in page offers when the server does not say otherwise. */
const NONE: AuthOptions = { providers: [], sso: null }

/**
 * The ways to sign in besides email and password, as the server publishes them (R-AUTH-16), read
 * once. A server that cannot answer offers none: the password form works all the same.
 */
export const authOptionsQuery = queryOptions({
  queryKey: [AUTH_OPTIONS_PATH],
  queryFn: async (): Promise<AuthOptions> => {
    const response = await fetch(`/api/${AUTH_OPTIONS_PATH}`, { headers: { accept: 'application/json' } })
    if (!response.ok) return NONE
    const answer = (await response.json()) as Partial<AuthOptions>
    return {
      providers: Array.isArray(answer.providers) ? answer.providers : [],
      sso: typeof answer.sso?.name === 'string' ? answer.sso : null
    }
  },
  staleTime: Infinity,
  retry: false
})
