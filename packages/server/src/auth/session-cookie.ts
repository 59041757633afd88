import type { AuthenticationResult } from '@feathersjs/authentication'
import { MethodNotAllowed, NotAuthenticated } from '@feathersjs/errors'
import type { Context, Next } from 'koa'
import type { Application } from '../declarations'
import { clearRefreshCookie, issueRefreshCookie } from './refresh-cookie'

/** The cookie that carries the access token to page requests (never to the API). */
export const SESSION_COOKIE = 'console-session'

const PATH = '/session-cookie'

const bearer = (ctx: Context) => /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1]

/**
 * Checks an access token as the API does (signature, expiry, account still there and not frozen)
 * and answers the signed-in account and the token's expiry; undefined when refused.
 */
export const verifySessionToken = async (
  app: Application,
  accessToken: string
): Promise<{ user: Record<string, unknown>; expires: number } | undefined> => {
  try {
    const result: AuthenticationResult = await app
      .service('authentication')
      .authenticate({ strategy: 'jwt', accessToken }, {}, 'jwt')
    const exp = result.authentication?.payload?.exp
    if (!result.user || typeof exp !== 'number') return undefined
    return { user: result.user, expires: exp * 1000 }
  } catch {
    return undefined
  }
}

/**
 * `POST /api/session-cookie` with `Authorization: Bearer <token>`: sets the session cookie to that
 * token (HttpOnly, SameSite=Strict, Path=/, Secure over https, expiring with the token), so that a
 * signed-in browser's page requests can be answered with the page already rendered. The console
 * signs in over its socket, which cannot set cookies; it calls this after every sign-in, and the
 * first call of a session also sets its refresh cookie (refresh-cookie.ts). `DELETE` clears both
 * cookies (sign-out). The API itself never reads the cookie.
 */
export const sessionCookie = (app: Application) => async (ctx: Context, next: Next) => {
  if (ctx.path !== PATH) return next()
  const options = { httpOnly: true, sameSite: 'strict' as const, path: '/', secure: ctx.secure }
  if (ctx.method === 'DELETE') {
    ctx.cookies.set(SESSION_COOKIE, '', { ...options, expires: new Date(0) })
    clearRefreshCookie(ctx)
    ctx.status = 204
    return
  }
  if (ctx.method !== 'POST') {
    ctx.set('Allow', 'POST, DELETE')
    throw new MethodNotAllowed('Set the session cookie with POST, clear it with DELETE')
  }
  const token = bearer(ctx)
  const verified = token ? await verifySessionToken(app, token) : undefined
  if (!token || !verified) throw new NotAuthenticated('A valid access token is required')
  ctx.cookies.set(SESSION_COOKIE, token, { ...options, expires: new Date(verified.expires) })
  await issueRefreshCookie(ctx, app, token)
  ctx.status = 204
}
