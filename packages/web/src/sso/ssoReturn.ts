import { ERROR_CODES, type ErrorCode } from '@tutor-admin/shared/errors/error-codes'

/** What the single sign-on callback handed the sign-in page: a one-time code, or why it refused. */
export type SsoReturn = { code: string } | { error: ErrorCode } | null

/**
 * Reads the fragment the callback put on the sign-in page's address (`#sso=` or `#sso-error=`)
 * and takes it off the address at once, so that the code stays in no history entry. Answers
 * null when there is none, or when it was taken already.
 */
export const takeSsoReturn = (
  location: Location = window.location,
  history: History = window.history
): SsoReturn => {
  const params = new URLSearchParams(location.hash.slice(1))
  const code = params.get('sso')
  const error = params.get('sso-error')
  if (!code && !error) return null
  history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  if (code) return { code }
  return { error: ERROR_CODES.includes(error as ErrorCode) ? (error as ErrorCode) : 'ssoFailed' }
}
