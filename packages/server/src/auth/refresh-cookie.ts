import { SESSION_RENEW_PATH } from '@tutor-admin/shared'
import type { Context } from 'koa'
import type { Application } from '../declarations'
import { sessionsOf } from './sign-in-services'
import { sessionOfToken } from './session-of-token'

/** The cookie that renews an expired access token: `<sid>.<secret>`, sent to the renewal only. */
export const REFRESH_COOKIE = 'console-refresh'

/** The renewal's path below `/api`. */
export const RENEW_PATH = `/${SESSION_RENEW_PATH}`
const DAY_MS = 86_400_000

const cookieOptions = (ctx: Context) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: `/api${RENEW_PATH}`,
  secure: ctx.secure,
  overwrite: true
})

export const setRefreshCookie = (ctx: Context, app: Application, sid: string, secret: string) =>
  ctx.cookies.set(REFRESH_COOKIE, `${sid}.${secret}`, {
    ...cookieOptions(ctx),
    maxAge: app.get('config').sessionIdleDays * DAY_MS
  })

/**
 * Sets the refresh cookie of a token's session when the session has none yet: the console asks
 * for the page cookie right after each sign-in, so the browser that signed in is the one that
 * gets it, and a token copied later cannot make one.
 */
export const issueRefreshCookie = async (ctx: Context, app: Application, accessToken: string) => {
  const sid = sessionOfToken(accessToken)
  const secret = sid ? await sessionsOf(app)._issueRefresh(sid) : undefined
  if (sid && secret) setRefreshCookie(ctx, app, sid, secret)
}

export const clearRefreshCookie = (ctx: Context) =>
  ctx.cookies.set(REFRESH_COOKIE, '', { ...cookieOptions(ctx), expires: new Date(0) })
