import type { Application } from '@feathersjs/feathers'
import {
  SESSION_RENEW_PATH,
  TIMING_CONSTANTS,
  TWO_FACTOR_PATH,
  TWO_FACTOR_STRATEGY,
  type TwoFactorEnrolment
} from '@tutor-admin/shared'
import type { ServiceMethod } from '@tutor-admin/shared/permissions/can'
import type { AuthResult, SessionListener, SessionSocket } from './session.types'
import { isExpiredRefusal } from './sessionAuthentication'
import { renewWithRefreshCookie, sessionCookieSettled, signOutOverHttp } from './sessionCookie'
import { renewalDue, tokenExpired } from './sessionToken'

const isNotAuthenticated = (error: unknown) => (error as { name?: string })?.name === 'NotAuthenticated'
const isNotFound = (error: unknown) => (error as { name?: string })?.name === 'NotFound'

/** A failed renewal is tried again after this long, while the token still lives. */
const RENEW_RETRY_MS = 30_000

/**
 * The signed-in connection to the server over a Feathers socket client (R-AUTH-07..12).
 * Every call waits until the socket is connected and re-authenticates first when the connection
 * is not authenticated (a disconnect clears that flag). A call refused as not authenticated is
 * re-authenticated and retried up to 3 times; then the session ends with a login notice.
 * Access tokens are short-lived: while the session lives on the server, the token is renewed
 * quietly two thirds into its life (and before a call when that time has passed). A token that
 * expired all the same (a sleeping laptop, a background tab) is renewed once with the session's
 * refresh cookie before the session is given up.
 */
export class Session {
  /** The server knows this connection as signed in. */
  authenticated = false
  /** The access token this connection last signed in with. */
  private token: string | null = null
  private reAuthenticating: Promise<void> | null = null
  private renewing: Promise<void> | null = null
  private renewTimer: ReturnType<typeof setTimeout> | undefined
  /** The session ended here and nobody signed in since: later refusals do not end it again. */
  private ended = false

  constructor(
    private readonly client: Application,
    private readonly socket: SessionSocket,
    private readonly listener: SessionListener,
    private readonly retries: number = TIMING_CONSTANTS.authRetries,
    private readonly renewWithCookie: () => Promise<string> = renewWithRefreshCookie
  ) {
    socket.on('disconnect', () => {
      this.authenticated = false
    })
    client.on('login', (result: AuthResult) => {
      this.authenticated = true
      this.ended = false
      this.token = result.accessToken
      this.scheduleRenewal(result.accessToken)
      listener.onLogin(result.user, result.accessToken)
    })
  }

  /** Resolves once the socket is connected (R-AUTH-08). */
  whenConnected(): Promise<void> {
    if (this.socket.connected) return Promise.resolve()
    return new Promise((resolve) => {
      const connected = () => {
        this.socket.off('connect', connected)
        resolve()
      }
      this.socket.on('connect', connected)
    })
  }

  /** Signs in with email and password (C7); the client's 'login' event stores the user. */
  async login(email: string, password: string): Promise<AuthResult> {
    await this.whenConnected()
    return (await this.client.authenticate({ strategy: 'local', email, password })) as AuthResult
  }

  /**
   * Signs in with a token another way of signing in gave (R-AUTH-16): single sign-on's one-time
   * code (`oidc`), a social provider's access token (`social`, with `{ provider }` in `more`), or
   * a token already made (`jwt`); the client's 'login' event stores the user.
   */
  async loginWith(
    strategy: string,
    accessToken: string,
    more: Record<string, string> = {}
  ): Promise<AuthResult> {
    await this.whenConnected()
    return (await this.client.authenticate({ ...more, strategy, accessToken })) as AuthResult
  }

  /** Completes a two-factor sign-in with the password step's challenge and a code; signs in like `login`. */
  async loginWithCode(challenge: string, code: string): Promise<AuthResult> {
    await this.whenConnected()
    return (await this.client.authenticate({ strategy: TWO_FACTOR_STRATEGY, challenge, code })) as AuthResult
  }

  /** Starts the enrolment a sign-in's challenge asks for, before there is a token. */
  async startEnrolment(challenge: string): Promise<TwoFactorEnrolment> {
    await this.whenConnected()
    return this.client.service(TWO_FACTOR_PATH).create({ action: 'start', challenge })
  }

  /**
   * Confirms that enrolment with its first code: answers the new token and the recovery codes
   * without signing in yet, so that the codes are shown first; `loginWith('jwt', token)` then signs in.
   */
  async confirmEnrolment(challenge: string, code: string): Promise<AuthResult & { recoveryCodes: string[] }> {
    await this.whenConnected()
    return this.client.service('authentication').create({ strategy: TWO_FACTOR_STRATEGY, challenge, code })
  }

  /**
   * Authenticates this connection again with the stored token. A token the server refuses
   * (not authenticated, or its user not found) ends the session (R-AUTH-10); a timeout only
   * clears the authenticated flag (R-AUTH-11).
   */
  reAuthenticate(): Promise<void> {
    this.reAuthenticating ??= this.runReAuthenticate().finally(() => {
      this.reAuthenticating = null
    })
    return this.reAuthenticating
  }

  private async runReAuthenticate(): Promise<void> {
    await this.whenConnected()
    const tried = await this.client.authentication.getAccessToken()
    if (tried && tokenExpired(tried)) return this.renewFromCookie(tried)
    try {
      await this.client.reAuthenticate(true)
    } catch (error) {
      this.authenticated = false
      if (isExpiredRefusal(error)) return this.renewFromCookie(tried)
      if (isNotAuthenticated(error) || isNotFound(error)) await this.end(true, error, tried)
      throw error
    }
  }

  /**
   * Signs in with a token the refresh cookie gets; ends the session of the token `used` when the
   * server refuses it (the session ended, or no cookie). A network failure only fails.
   */
  private async renewFromCookie(used: string | null): Promise<void> {
    let accessToken: string
    try {
      accessToken = await this.renewWithCookie()
    } catch (error) {
      this.authenticated = false
      if (isNotAuthenticated(error)) await this.end(true, error, used)
      throw error
    }
    await this.client.authenticate({ strategy: 'jwt', accessToken })
  }

  /**
   * Asks the server for a fresh token of the same session and signs this connection in with it;
   * the client stores it and its 'login' event schedules the next renewal.
   */
  renewToken(): Promise<void> {
    this.renewing ??= this.runRenewal().finally(() => {
      this.renewing = null
    })
    return this.renewing
  }

  private async runRenewal() {
    if (this.token && tokenExpired(this.token)) return this.renewFromCookie(this.token)
    try {
      const { accessToken } = await this.call<{ accessToken: string }>(SESSION_RENEW_PATH, 'create', {})
      await this.client.authenticate({ strategy: 'jwt', accessToken })
    } catch (error) {
      // An ended session ends here through `call`; anything else (the network) is tried again.
      if (this.token) this.renewTimer = setTimeout(() => void this.renewToken(), RENEW_RETRY_MS)
      throw error
    }
  }

  private scheduleRenewal(token: string) {
    clearTimeout(this.renewTimer)
    const due = renewalDue(token)
    if (due === undefined) return
    this.renewTimer = setTimeout(() => void this.renewToken().catch(() => undefined), due - Date.now())
  }

  /** Whether the token's renewal is overdue (a sleeping tab's timer did not fire in time). */
  private renewalOverdue() {
    const due = this.token ? renewalDue(this.token) : undefined
    return due !== undefined && Date.now() >= due
  }

  /** Calls a service method as the signed-in user (R-AUTH-08, R-AUTH-09). */
  async call<T = unknown>(path: string, method: ServiceMethod, ...args: unknown[]): Promise<T> {
    for (let retry = 0; ; retry++) {
      await this.whenConnected()
      if (!this.authenticated) await this.reAuthenticate()
      if (path !== SESSION_RENEW_PATH && this.renewalOverdue()) await this.renewToken().catch(() => undefined)
      try {
        const service = this.client.service(path) as unknown as Record<
          string,
          (...a: unknown[]) => Promise<T>
        >
        return await service[method](...args)
      } catch (error) {
        if (!isNotAuthenticated(error)) throw error
        this.authenticated = false
        if (retry >= this.retries) {
          await this.end(true, error)
          throw error
        }
      }
    }
  }

  /** Listens to a service's real-time events (R-AUTH-14); returns the way to stop listening. */
  subscribe(path: string, event: string, listener: (data: unknown) => void): () => void {
    const service = this.client.service(path)
    service.on(event, listener)
    return () => {
      service.removeListener(event, listener)
    }
  }

  /** Signs out on the server when connected, and forgets the token either way (R-AUTH-06). */
  async logout(): Promise<void> {
    // A re-authentication under way would sign the user in again after this logout: let it finish first.
    await this.reAuthenticating?.catch(() => undefined)
    await sessionCookieSettled()
    if (this.authenticated && this.socket.connected) await this.client.logout().catch(() => undefined)
    else {
      const stored = await this.client.authentication.getAccessToken()
      if (stored !== null) await signOutOverHttp(stored)
    }
    await this.end(false, undefined, await this.client.authentication.getAccessToken())
  }

  /**
   * Another tab signed out, or in as another account, and stored `token` (R-AUTH-15): unless this
   * connection already signed in with it, it signs out on the server, so that it no longer acts as
   * the previous account, and the next call signs in with the stored token. Calls under way are
   * not cut off; the stored token is the other tab's and stays.
   */
  async renew(token: string | null): Promise<void> {
    await this.reAuthenticating?.catch(() => undefined)
    if (this.authenticated && token !== null && this.token === token) return
    if (this.authenticated && this.socket.connected)
      await this.client
        .service('authentication')
        .remove(null)
        .catch(() => undefined)
    this.authenticated = false
    this.token = null
    clearTimeout(this.renewTimer)
    await this.client.authentication.reset()
  }

  /**
   * Ends the session of the token `used`. When another tab has stored a new token since, that
   * token stays and this connection signs in with it at its next call: the console stays signed in.
   * The first refusal tells why it ended: a call made after it (refused for want of a token) does
   * not end it again over that reason.
   */
  private async end(notice: boolean, refusal?: unknown, used: string | null = this.token) {
    this.authenticated = false
    this.token = null
    clearTimeout(this.renewTimer)
    const stored = await this.client.authentication.getAccessToken()
    if (stored !== null && stored !== used) {
      await this.client.authentication.reset()
      return
    }
    await this.client.authentication.removeAccessToken()
    await this.client.authentication.reset()
    if (this.ended && stored === null) return
    this.ended = true
    this.listener.onLogout(notice, refusal)
  }
}
