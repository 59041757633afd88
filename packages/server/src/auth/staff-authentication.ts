import {
  AuthenticationService,
  type AuthenticationParams,
  type AuthenticationResult
} from '@feathersjs/authentication'
import { NotAuthenticated } from '@feathersjs/errors'
import { errorData, SOCIAL_STRATEGY } from '@tutor-admin/shared'
import { boundedCache } from '../cache/bounded-cache'
import type { Application } from '../declarations'
import { sessionsOf } from './sign-in-services'
import { OIDC_STRATEGY } from './oidc-strategy'
import type { ClientParams } from './sign-in-services'

type TokenPayload = Awaited<ReturnType<AuthenticationService['verifyAccessToken']>>

/** Ways of signing in other than a password that the session's log entry names. */
const NAMED_WAYS: ReadonlySet<unknown> = new Set([OIDC_STRATEGY, SOCIAL_STRATEGY])

/** The type access tokens carry in their header (the JWT options' `header.typ`). */
const ACCESS_TYPE = 'access'

/**
 * Whether a token whose signature holds is an access token: one that expires and says so in its
 * header. A token signed with the same secret without `exp`, or of another type, is refused.
 */
const isAccessToken = (accessToken: string, payload: TokenPayload) => {
  if (typeof payload.exp !== 'number') return false
  try {
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString('utf8'))
    return header?.typ === ACCESS_TYPE
  } catch {
    return false
  }
}

/** A token past its expiry says so by its code, for the console to tell why the session ended. */
const expired = (error: NotAuthenticated): never => {
  if ((error.data as { name?: string } | undefined)?.name === 'TokenExpiredError')
    throw new NotAuthenticated(error.message, errorData('sessionExpired'))
  throw error
}

/**
 * Checks each access token's signature once: a token already verified is answered from memory
 * until it expires. Saves most of the cost of signed-in requests; the account behind the token
 * is still checked on every call by the JWT strategy.
 */
export class StaffAuthenticationService extends AuthenticationService {
  private readonly verified = boundedCache<string, TokenPayload>(5000)

  override async verifyAccessToken(accessToken: string, optsOverride?: object, secretOverride?: string) {
    const known = optsOverride || secretOverride ? undefined : this.verified.get(accessToken)
    if (known && known.exp * 1000 > Date.now()) return known
    const payload = await super.verifyAccessToken(accessToken, optsOverride, secretOverride).catch(expired)
    if (!isAccessToken(accessToken, payload)) throw new NotAuthenticated('Not an access token')
    if (!optsOverride && !secretOverride) this.verified.set(accessToken, payload)
    return payload
  }

  /**
   * Every sign-in that makes a new token, whatever its strategy, starts a session here and the
   * token carries its id (`sid`). Signing in again with a token reuses that token and its session.
   */
  override async getPayload(authResult: AuthenticationResult, params: AuthenticationParams) {
    const payload = await super.getPayload(authResult, params)
    const account = authResult.user?._id
    if (account === undefined) return payload
    const strategy = authResult.authentication?.strategy
    const session = await sessionsOf(this.app as Application)._start(
      String(account),
      params as ClientParams,
      NAMED_WAYS.has(strategy) ? (strategy as string) : undefined
    )
    return { ...payload, sid: session._id }
  }

  /** Signing out (`DELETE /api/authentication`) ends the token's session. */
  override async remove(id: string | null, params?: AuthenticationParams) {
    const result = await super.remove(id, params)
    const sid = result.authentication?.payload?.sid
    if (typeof sid === 'string')
      await sessionsOf(this.app as Application)._end({ ids: [sid] }, 'signedOut', params as ClientParams)
    return result
  }
}
