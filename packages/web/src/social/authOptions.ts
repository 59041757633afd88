import { AUTH_OPTIONS_PATH, type AuthOptions } from '@tutor-admin/shared/auth/social-sign-in'

/** No provider and no single sign-on: what the sign-in page offers when the server does not say otherwise. */
const NONE: AuthOptions = { providers: [], sso: null }

/**
 * The ways to sign in besides email and password, as the server publishes them (R-AUTH-16). A
 * server that cannot answer offers none: the password form works all the same.
 */
const fetchAuthOptions = async (): Promise<AuthOptions> => {
  const response = await fetch(`/api/${AUTH_OPTIONS_PATH}`, { headers: { accept: 'application/json' } })
  if (!response.ok) return NONE
  const answer = (await response.json()) as Partial<AuthOptions>
  return {
    providers: Array.isArray(answer.providers) ? answer.providers : [],
    sso: typeof answer.sso?.name === 'string' ? answer.sso : null
  }
}

let once: Promise<AuthOptions> | undefined

/**
 * The options read once per page (again after a failed read): by the sign-in page without the data
 * cache's code, and through the cache by the signed-in console, which then asks no second time.
 */
export const readAuthOptions = () =>
  (once ??= fetchAuthOptions().catch((error: unknown) => {
    once = undefined
    throw error
  }))
