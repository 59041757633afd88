import { NotAuthenticated } from '@feathersjs/errors'
import { SESSION_RENEW_PATH } from '@tutor-admin/shared'
import { KnexSessionStore, type SessionRow } from '../../auth/session-store'
import type { Application } from '../../declarations'
import { SESSIONS_PATH } from '../../auth/sign-in-services'
import { recordSecurityEvent } from '../../auth/security-log'
import { sessionOf, SessionsService, type SessionsParams } from './sessions.class'
import { repeatUntilTeardown } from '../../jobs/repeat-until-teardown'

const HOUR_MS = 3_600_000

/**
 * `POST /api/sessions/renew`: a fresh access token for the session of the caller's valid token,
 * carrying the same `sid`, so that the console stays signed in while its session lives.
 */
const renewService = (app: Application) => ({
  async create(_data: unknown, params?: SessionsParams) {
    const sid = sessionOf(params)
    const user = params?.user
    if (!sid || !user?._id) throw new NotAuthenticated('Sign in first')
    const accessToken = await app
      .service('authentication')
      .createAccessToken({ sid }, { subject: String(user._id) })
    return { accessToken }
  }
})

/**
 * Registers `/api/sessions` and `/api/sessions/renew`. Its `ended` event carries the sessions that
 * ended to every process (cluster/cross-process-events.ts), which then refuse their tokens and cut
 * off the sockets signed in with them (channels.ts). Idle sessions end within the hour.
 */
export const sessions = (app: Application) => {
  const config = app.get('config')
  const service = new SessionsService(new KnexSessionStore(app.get('knex')), {
    idleDays: config.sessionIdleDays,
    record: (event, params) => recordSecurityEvent(app, event, params)
  })
  app.use(SESSIONS_PATH, service, { methods: ['find', 'remove'], events: ['ended'] })
  app.use(SESSION_RENEW_PATH, renewService(app), { methods: ['create'], events: [] })
  // Ends heard from other processes (this process's own are remembered already).
  app.service(SESSIONS_PATH).on('ended', (rows: SessionRow[]) => service._forget(rows))
  const endIdle = () =>
    (app.service(SESSIONS_PATH) as SessionsService)
      ._endIdle()
      .catch((error: unknown) => app.get('logger').error({ err: error }, 'idle sessions were not ended'))
  repeatUntilTeardown(app, HOUR_MS, () => void endIdle())
}
