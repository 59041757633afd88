import { NotAuthenticated } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../declarations'
import { sessionsOf } from './sign-in-services'
import { REFRESH_COOKIE, RENEW_PATH, setRefreshCookie } from './refresh-cookie'
import { verifySessionToken } from './session-cookie'
import type { ClientParams } from './sign-in-services'

const bearer = (ctx: Context) => /^Bearer\s+(\S+)$/i.exec(ctx.get('Authorization'))?.[1]

const refused = () => new NotAuthenticated('Sign in again', errorData('sessionExpired'))

/**
 * `POST /api/sessions/renew` without a valid access token: the refresh cookie's session, when it
 * lives and the secret is its current one, gets a fresh token and a new secret. A JSON body is
 * required, which a cross-site form cannot send. A valid token goes on to the renewal service.
 */
export const refreshRenewal = (app: Application) => async (ctx: Context, next: Next) => {
  if (ctx.path !== RENEW_PATH || ctx.method !== 'POST') return next()
  const token = bearer(ctx)
  if (token && (await verifySessionToken(app, token))) return next()
  if (!ctx.is('application/json')) throw refused()
  const [sid, secret] = (ctx.cookies.get(REFRESH_COOKIE) ?? '').split('.')
  if (!sid || !secret) throw refused()
  const params: ClientParams = { ip: ctx.ip, userAgent: ctx.get('User-Agent') }
  const renewed = await sessionsOf(app)._refresh(sid, secret, params)
  const accessToken = await app
    .service('authentication')
    .createAccessToken({ sid }, { subject: renewed.account })
  if (!(await verifySessionToken(app, accessToken))) throw refused()
  if (renewed.secret) setRefreshCookie(ctx, app, sid, renewed.secret)
  ctx.status = 201
  ctx.body = { accessToken }
}
