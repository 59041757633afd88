/** Where the server sets and clears the session cookie of page requests. */
const SESSION_COOKIE_URL = '/api/session-cookie'

/**
 * Hands the access token to the server as an HttpOnly cookie, after every sign-in: page requests
 * then come with it, and the server answers a list page already rendered. The API never reads it.
 */
export const setSessionCookie = (token: string) =>
  fetch(SESSION_COOKIE_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    keepalive: true
  }).then(
    () => undefined,
    () => undefined
  )

/** Clears the session cookie (sign-out, or a session that ended on its own). */
export const clearSessionCookie = () =>
  fetch(SESSION_COOKIE_URL, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).then(
    () => undefined,
    () => undefined
  )
