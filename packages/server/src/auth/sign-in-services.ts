import type { Params } from '@feathersjs/feathers'
import { TWO_FACTOR_PATH, type SessionEndReason, type UserLike } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import type { SessionRow, SessionSelection } from './session-store'

/**
 * What sign-in asks of the services registered above it (accounts, sessions, second factors),
 * reached by path at run time: the services meet these contracts, so auth never imports them.
 */

/** Params of a call from outside: where it came from, for the security log and the throttle. */
export interface ClientParams extends Params {
  ip?: string
  userAgent?: string
}

type Row = Record<string, unknown>

/** The staff accounts service (`users`), as sign-in reads and makes accounts. */
export interface StaffAccounts {
  findCredentials(email: string): Promise<{ user: Row; hash: string } | undefined>
  _get(id: string): Promise<Row>
  create(data: Row, params?: Params): Promise<Row | Row[]>
}

/** The sessions service: one session per sign-in, checked with every token. */
export interface SignInSessions {
  _start(account: string, params?: ClientParams, via?: string): Promise<SessionRow>
  _check(sid: unknown, account: unknown): Promise<void>
  _issueRefresh(sid: string): Promise<string | undefined>
  _refresh(sid: string, secret: string, params?: ClientParams): Promise<{ account: string; secret: string | undefined }>
  _end(selection: SessionSelection, reason: SessionEndReason, params?: ClientParams): Promise<SessionRow[]>
}

/** The two-factor service: the code step after a right password. */
export interface SecondFactors {
  _demandSecondFactor(user: UserLike & { _id: string }): Promise<void>
  _confirm(account: string, code: string, params?: ClientParams): Promise<string[] | undefined>
  /** The kind of code that matched, if any. */
  _verify(account: string, code: string, params?: ClientParams): Promise<string | undefined>
}

export const SESSIONS_PATH = 'sessions'

export const accountsOf = (app: Application) => app.service('users') as unknown as StaffAccounts
export const sessionsOf = (app: Application) => app.service(SESSIONS_PATH) as unknown as SignInSessions
export const twoFactorOf = (app: Application) => app.service(TWO_FACTOR_PATH) as unknown as SecondFactors
