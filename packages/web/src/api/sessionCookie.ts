import { SESSION_RENEW_PATH } from '@tutor-admin/shared'

/** Where the server sets and clears the session cookie of page requests. */
const SESSION_COOKIE_URL = '/api/session-cookie'

/**
 * Hands the access token to the server as an HttpOnly cookie, after every sign-in: page requests
 * then come with it, and the server answers a list page already rendered. The API never reads it.
 */
export const setSessionCookie = (token: string) =>
  (cookieUnderWay = fetch(SESSION_COOKIE_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    keepalive: true
  }).then(
    () => undefined,
    () => undefined
  ))

let cookieUnderWay: Promise<void> = Promise.resolve()

/**
 * Settles once the cookie asked for last is set (or failed): a sign-out waits for it, else the
 * server could receive it after the session ended and refuse it (a 401 in the browser's console).
 */
export const sessionCookieSettled = () => cookieUnderWay

/** Clears the session cookie (sign-out, or a session that ended on its own). */
export const clearSessionCookie = () =>
  fetch(SESSION_COOKIE_URL, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).then(
    () => undefined,
    () => undefined
  )

/**
 * A fresh access token of the session, for a token that expired (a tab that slept): the server
 * reads its refresh cookie, which the page cannot, and sets the next one. Throws the server's
 * refusal (an ended session), or the network's error.
 */
export const renewWithRefreshCookie = async (): Promise<string> => {
  const response = await fetch(`/api/${SESSION_RENEW_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin'
  })
  const body: unknown = await response.json().catch(() => ({}))
  const accessToken = (body as { accessToken?: unknown }).accessToken
  if (response.ok && typeof accessToken === 'string') return accessToken
  throw body
}

/**
 * Ends the session of `token` on the server over HTTP: the sign-out of a page whose socket has not
 * signed in yet (one opened at /logout), which would otherwise leave the session live.
 */
export const signOutOverHttp = (token: string) =>
  fetch('/api/authentication', {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin'
  }).then(
    () => undefined,
    () => undefined
  )
