import type { SocialProvider } from '@tutor-admin/shared'
import { socialLoaderOf } from './socialLoader'

/** localStorage key of the social sign-in this browser's session came from: `{ provider, sid }`. */
const KEY = 'socialSession'

interface SocialSession {
  provider: string
  sid: string
}

/** The session id (`sid`) an access token carries; undefined for anything else. */
const sessionOf = (accessToken: string | null | undefined): string | undefined => {
  try {
    const payload = JSON.parse(atob(accessToken!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')))
    return typeof payload.sid === 'string' ? payload.sid : undefined
  } catch {
    return undefined
  }
}

const read = (): SocialSession | undefined => {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SocialSession> | null
    return typeof kept?.provider === 'string' && typeof kept.sid === 'string'
      ? { provider: kept.provider, sid: kept.sid }
      : undefined
  } catch {
    return undefined
  }
}

/** Notes that the session of `accessToken` came from signing in with `provider` (its id). */
export const rememberSocialSession = (provider: string, accessToken: string) => {
  const sid = sessionOf(accessToken)
  try {
    if (sid) localStorage.setItem(KEY, JSON.stringify({ provider, sid }))
  } catch {
    // storage unavailable: signing out then leaves the provider's sign-in as it is
  }
}

/** Forgets the note, as disconnecting from the provider does. */
export const forgetSocialSession = () => {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // nothing kept
  }
}

/**
 * After signing out of the session of `accessToken`: when that session came from a social
 * provider, signs out there too with its SDK's logout (R-AUTH-16), loading the SDK if this page
 * has not yet. `providers` answers the providers the server publishes. Never fails: the console's
 * own sign-out is done already.
 */
export const leaveSocialProvider = async (
  accessToken: string | null,
  providers: () => Promise<SocialProvider[]>
): Promise<void> => {
  const kept = read()
  if (!kept) return
  forgetSocialSession()
  if (kept.sid !== sessionOf(accessToken)) return
  try {
    const provider = (await providers()).find((one) => one.id === kept.provider)
    if (provider) await socialLoaderOf(provider).logout({ load: true })
  } catch (error) {
    console.warn((error as Error).message)
  }
}
