import crypto from 'node:crypto'
import type { EventEmitter } from 'node:events'
import {
  JWTStrategy,
  type AuthenticationParams,
  type AuthenticationRequest
} from '@feathersjs/authentication'
import { LocalStrategy } from '@feathersjs/authentication-local'
import { FeathersError, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors'
import { errorData, isFrozen, type ErrorData } from '@tutor-admin/shared'
import { boundedCache } from '../cache/bounded-cache'
import type { Application } from '../declarations'
import { normaliseEmail } from './normalise-email'
import { recordSecurityEvent } from './security-log'
import { accountsOf, sessionsOf, twoFactorOf, type ClientParams, type StaffAccounts } from './sign-in-services'
import type { LoginThrottle } from './login-throttle'

/** One answer for an unknown email and a wrong password, so that neither tells which it was. */
export const INVALID_LOGIN = 'Invalid email or password'

/**
 * Sign-in with email and password (C7). The hash is read through the users service's trusted
 * method and compared with bcrypt; an unknown email is compared against a dummy hash so that it
 * takes as long as a wrong password. A frozen account with the right password gets 403 (R-AUTH-03).
 */
export class StaffLocalStrategy extends LocalStrategy {
  private dummyHash?: Promise<string>

  constructor(readonly throttle: LoginThrottle) {
    super()
  }

  private get users(): StaffAccounts {
    return accountsOf(this.app as Application)
  }

  /**
   * Checks an email and password, slowed down and refused like sign-in (429), and answers the
   * account without its secrets; throws NotAuthenticated when they do not match.
   */
  async checkCredentials(email: unknown, password: unknown, address?: string) {
    const normalised = typeof email === 'string' ? normaliseEmail(email) : ''
    const attempt = await this.throttle.begin({ email: normalised || undefined, address })
    const found =
      normalised && normalised.length <= 254 ? await this.users.findCredentials(normalised) : undefined
    this.dummyHash ??= this.hashPassword(crypto.randomBytes(16).toString('hex'), {})
    const hash = found?.hash || (await this.dummyHash)
    const matches =
      typeof password === 'string' &&
      password.length > 0 &&
      password.length <= 1024 &&
      (await this.comparePassword({ password: hash }, password).then(
        () => true,
        () => false
      ))
    if (!found || !matches) throw new NotAuthenticated(INVALID_LOGIN, errorData('invalidLogin'))
    await attempt.succeeded()
    return found.user
  }

  override async authenticate(data: AuthenticationRequest, params: ClientParams) {
    let user: Awaited<ReturnType<StaffLocalStrategy['checkCredentials']>>
    try {
      user = await this.checkCredentials(data.email, data.password, params.ip)
      if (isFrozen(user)) throw new Forbidden('This account is frozen', errorData('accountFrozen'))
    } catch (error) {
      await this.recordFailure(error, data.email, params)
      throw error
    }
    // A right password: an account with two-factor goes on to the code step (401 with a challenge).
    await twoFactorOf(this.app as Application)._demandSecondFactor(user as { _id: string })
    return { authentication: { strategy: this.name as string }, user }
  }

  /** Logs a refused sign-in with the email tried: a lock (429) or a failure. */
  private async recordFailure(error: unknown, email: unknown, params: ClientParams) {
    if (!(error instanceof FeathersError) || error.code >= 500) return
    const tried = typeof email === 'string' ? normaliseEmail(email).slice(0, 254) : null
    const code = (error.data as ErrorData | undefined)?.code ?? null
    await recordSecurityEvent(
      this.app as Application,
      { kind: error.code === 429 ? 'locked' : 'signInFailed', email: tried, reason: code },
      params
    )
  }
}

/**
 * Access tokens (C7, C18). The account is read again on every call, so a token of an account
 * frozen or deleted since stops working at once, over REST and on an open socket (R-AUTH-03).
 */
export class StaffJwtStrategy extends JWTStrategy {
  /**
   * Accounts read in the last seconds. Any change through the users service drops its account at
   * once, on every server process when they share Redis (cluster/cross-process-events.ts); the
   * short life bounds how long a process cut off from Redis may miss such a change.
   */
  private readonly accounts = boundedCache<string, Record<string, unknown>>(1000, { ttl: 3000 })
  /** Changes seen per account: a read that started before a change must not refill the cache. */
  private readonly changes = new Map<string, number>()
  private following = false

  private readAccount(users: StaffAccounts & EventEmitter, id: string) {
    if (!this.following) {
      this.following = true
      const forget = (changed: { _id?: string } | Array<{ _id?: string }>) => {
        for (const account of Array.isArray(changed) ? changed : [changed]) {
          if (!account?._id) continue
          this.accounts.delete(account._id)
          this.changes.set(account._id, (this.changes.get(account._id) ?? 0) + 1)
        }
      }
      for (const event of ['patched', 'updated', 'removed']) users.on(event, forget)
    }
    const cached = this.accounts.get(id)
    if (cached) return cached
    const seen = this.changes.get(id)
    return users._get(id).then((user) => {
      if (this.changes.get(id) === seen) this.accounts.set(id, user)
      return user
    })
  }

  /** The token's session must live (401 `sessionEnded` otherwise), checked before its account. */
  override async authenticate(authentication: AuthenticationRequest, params: AuthenticationParams) {
    if (typeof authentication.accessToken === 'string') {
      const payload = await this.authentication!.verifyAccessToken(authentication.accessToken, params.jwt)
      await sessionsOf(this.app as Application)._check(payload.sid, payload.sub)
    }
    return super.authenticate(authentication, params)
  }

  override async getEntity(id: string) {
    const users = accountsOf(this.app as Application) as StaffAccounts & EventEmitter
    let user: Record<string, unknown>
    try {
      user = await this.readAccount(users, String(id))
    } catch (error) {
      if (error instanceof NotFound)
        throw new NotAuthenticated('This account no longer exists', errorData('accountRemoved'))
      throw error
    }
    if (isFrozen(user)) throw new NotAuthenticated('This account is frozen', errorData('accountFrozen'))
    return user
  }
}
