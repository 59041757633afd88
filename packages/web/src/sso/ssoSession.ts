import { SSO_PATHS } from '@tutor-admin/shared/auth/social-sign-in'

/** localStorage key noting that this browser's session came from single sign-on. */
const KEY = 'ssoSession'

/** Notes that the session just started came from single sign-on. */
export const rememberSsoSession = () => {
  try {
    localStorage.setItem(KEY, '1')
  } catch {
    // storage unavailable: signing out then stays in the console
  }
}

/**
 * After signing out of a session that came from single sign-on, sends the browser to sign out at
 * the provider too, which comes back to the sign-in page (the server knows whether the provider
 * offers it). Answers whether it did.
 */
export const leaveSsoProvider = (go: (url: string) => void = (url) => window.location.assign(url)) => {
  try {
    if (localStorage.getItem(KEY) === null) return false
    localStorage.removeItem(KEY)
  } catch {
    return false
  }
  go(SSO_PATHS.logout)
  return true
}
