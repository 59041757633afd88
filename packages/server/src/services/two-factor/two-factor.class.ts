import { BadRequest, Forbidden, NotAuthenticated, NotFound } from '@feathersjs/errors'
import {
  errorData,
  isAdmin,
  TWO_FACTOR_ACTIONS,
  userRoles,
  type TwoFactorAction,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  type UserLike
} from '@tutor-admin/shared'
import type { LoginThrottle } from '../../auth/login-throttle'
import type { ClientParams } from '../../auth/sign-in-services'
import type { ChallengeSigner } from '../../auth/two-factor/challenge'
import { hashRecoveryCode, isRecoveryCodeShape, newRecoveryCodes } from '../../auth/two-factor/recovery-codes'
import type { SecretBox } from '../../auth/two-factor/secret-box'
import { newTotpSecret, totpEnrolment, totpStep } from '../../auth/two-factor/totp'
import type { TwoFactorStore } from '../../auth/two-factor/two-factor-store'
import { isObject } from '../../journal/is-object'
import type { SecurityEventInput } from '../../auth/security-log'

type Caller = UserLike & { _id: string; email?: unknown }

export interface TwoFactorParams extends ClientParams {
  user?: Caller
}

export interface TwoFactorOptions {
  store: TwoFactorStore
  box: SecretBox
  challenges: ChallengeSigner
  requiredRoles: string[]
  /** The sign-in throttle: wrong codes count like wrong passwords, per account. */
  throttle: () => LoginThrottle
  /** Checks a person's password (throws NotAuthenticated when wrong). */
  checkPassword: (email: unknown, password: unknown, address?: string) => Promise<unknown>
  readAccount: (id: string) => Promise<Caller>
  record: (event: SecurityEventInput, params?: ClientParams) => Promise<void>
}

/** Which second factor a right code was. */
export type CodeKind = 'app' | 'recoveryCode'

const MAX_CODE = 32

const wrongCode = () =>
  new BadRequest('The code is wrong', {
    errors: { code: 'is wrong' },
    ...errorData('invalidTwoFactorCode', { field: 'code' })
  })

const textOf = (value: unknown) => (typeof value === 'string' && value.length <= MAX_CODE ? value.trim() : '')

/**
 * `/api/twoFactor`: two-factor sign-in with an authenticator app (TOTP). `GET` answers whether an
 * account has it (another's for administrators); `POST { action }` starts an enrolment, confirms it
 * with a first code (answering ten single-use recovery codes, once), disables one's own with a code
 * or the password, or resets another's (administrators). Secrets are sealed (`SecretBox`) and never
 * answered after the enrolment that shows them.
 */
export class TwoFactorService {
  constructor(private readonly options: TwoFactorOptions) {}

  async find(params?: TwoFactorParams): Promise<TwoFactorStatus> {
    const caller = this.caller(params)
    const query = isObject(params?.query) ? params.query : {}
    const unknown = Object.keys(query).filter((key) => key !== 'account')
    if (unknown.length)
      throw new BadRequest('Two-factor is asked by account only', {
        errors: Object.fromEntries(unknown.map((key) => [key, 'is not a filter']))
      })
    const account = query.account === undefined ? caller._id : query.account
    if (typeof account !== 'string' || !account || account.length > 64)
      throw new BadRequest('Invalid account', { errors: { account: 'must be an account id' } })
    if (account !== caller._id && !isAdmin(caller))
      throw new Forbidden('Only administrators may see the two-factor of another account')
    const person = account === caller._id ? caller : await this.options.readAccount(account)
    const row = await this.options.store.get(account)
    return {
      account,
      enabled: Boolean(row?.secret),
      required: this._required(person),
      recoveryCodesLeft: row?.secret ? JSON.parse(row.recoveryCodes ?? '[]').length : 0
    }
  }

  async create(
    data: unknown,
    params?: TwoFactorParams
  ): Promise<TwoFactorEnrolment | TwoFactorStatus | { recoveryCodes: string[] }> {
    if (!isObject(data)) throw new BadRequest('The body must be an object with an action')
    const action = data.action as TwoFactorAction
    if (!TWO_FACTOR_ACTIONS.includes(action))
      throw new BadRequest('Unknown action', {
        errors: { action: `must be one of ${TWO_FACTOR_ACTIONS.join(', ')}` }
      })
    if (action === 'start') return this.start(data, params)
    const caller = this.caller(params)
    if (action === 'confirm') {
      const recoveryCodes = await this._confirm(caller._id, textOf(data.code), params)
      if (!recoveryCodes) throw wrongCode()
      return { recoveryCodes }
    }
    if (action === 'disable') return this.disable(caller, data, params)
    return this.reset(caller, data, params)
  }

  /** Whether a person's role requires a second factor (`TWO_FACTOR_REQUIRED_ROLES`). */
  _required(user: UserLike) {
    return userRoles(user).some((role) => this.options.requiredRoles.includes(role))
  }

  /**
   * After a right password: nothing when the account signs in without a second factor; otherwise
   * throws 401 with a challenge for the code step (`twoFactorRequired`), or for enrolment first
   * when the role requires two-factor and the account has none (`twoFactorEnrolmentRequired`).
   */
  async _demandSecondFactor(user: Caller): Promise<void> {
    const row = await this.options.store.get(user._id)
    if (row?.secret) {
      const challenge = this.options.challenges.sign({ account: user._id, purpose: 'code' })
      throw new NotAuthenticated(
        'Enter the code of your authenticator app',
        errorData('twoFactorRequired', { challenge })
      )
    }
    if (this._required(user)) {
      const challenge = this.options.challenges.sign({ account: user._id, purpose: 'enrol' })
      throw new NotAuthenticated(
        'Your role signs in with two-factor: set it up first',
        errorData('twoFactorEnrolmentRequired', { challenge })
      )
    }
  }

  /**
   * Checks a code of the account's app (within a step either side of now, never one used already)
   * or one of its recovery codes (used up). Counted like sign-ins: 429 after too many wrong ones.
   * Answers which it was, or undefined for a wrong one (logged).
   */
  async _verify(account: string, code: string, params?: ClientParams): Promise<CodeKind | undefined> {
    const attempt = await this.throttled(account, params)
    const row = await this.options.store.get(account)
    const secret = row?.secret ? this.options.box.open(row.secret) : undefined
    let kind: CodeKind | undefined
    // Recovery codes do not need the secret: they still work after `AUTH_SECRET` changed.
    if (row?.secret) {
      const step = secret ? totpStep(secret, code) : undefined
      if (step !== undefined && (await this.options.store.useStep(row, step))) kind = 'app'
      else if (
        isRecoveryCodeShape(code) &&
        (await this.options.store.useRecoveryCode(row, hashRecoveryCode(code)))
      )
        kind = 'recoveryCode'
    }
    if (!kind) {
      await this.options.record({ kind: 'twoFactorFailed', account }, params)
      return undefined
    }
    await attempt.succeeded()
    if (kind === 'recoveryCode') await this.options.record({ kind: 'recoveryCodeUsed', account }, params)
    return kind
  }

  /** Confirms a pending enrolment with its first code; answers the recovery codes, or undefined for a wrong code. */
  async _confirm(account: string, code: string, params?: ClientParams): Promise<string[] | undefined> {
    const attempt = await this.throttled(account, params)
    const row = await this.options.store.get(account)
    const secret = row?.pendingSecret ? this.options.box.open(row.pendingSecret) : undefined
    if (!row?.pendingSecret || !secret)
      throw new BadRequest('Start the enrolment first', { errors: { code: 'no enrolment was started' } })
    const step = totpStep(secret, code)
    const recoveryCodes = newRecoveryCodes()
    if (
      step === undefined ||
      !(await this.options.store.enable(
        account,
        row.pendingSecret,
        recoveryCodes.map(hashRecoveryCode),
        step
      ))
    ) {
      await this.options.record({ kind: 'twoFactorFailed', account }, params)
      return undefined
    }
    await attempt.succeeded()
    await this.options.record({ kind: 'twoFactorEnrolled', account }, params)
    return recoveryCodes
  }

  private async throttled(account: string, params?: ClientParams) {
    try {
      return await this.options.throttle().begin({ email: `twoFactor:${account}` })
    } catch (error) {
      await this.options.record({ kind: 'locked', account, reason: 'twoFactor' }, params)
      throw error
    }
  }

  /** A new secret for the caller, or for the account of an enrolment challenge (no token yet). */
  private async start(data: Record<string, unknown>, params?: TwoFactorParams): Promise<TwoFactorEnrolment> {
    let account: Caller
    if (data.challenge !== undefined) {
      const challenge = this.options.challenges.verify(data.challenge)
      if (challenge?.purpose !== 'enrol')
        throw new NotAuthenticated('Sign in again', errorData('invalidTwoFactorCode', { expired: 1 }))
      account = await this.options.readAccount(challenge.account)
    } else account = this.caller(params)
    const secret = newTotpSecret()
    await this.options.store.setPending(account._id, this.options.box.seal(secret))
    return totpEnrolment(secret, typeof account.email === 'string' ? account.email : account._id)
  }

  private async disable(caller: Caller, data: Record<string, unknown>, params?: TwoFactorParams) {
    if (this._required(caller))
      throw new Forbidden('Your role signs in with two-factor: it cannot be turned off')
    const code = textOf(data.code)
    if (code) {
      if (!(await this._verify(caller._id, code, params))) throw wrongCode()
    } else if (data.password !== undefined) {
      await this.options.checkPassword(caller.email, data.password, params?.ip).catch((error: unknown) => {
        if (!(error instanceof NotAuthenticated)) throw error
        throw new BadRequest('The password is wrong', {
          errors: { password: 'is wrong' },
          ...errorData('wrongPassword', { field: 'password' })
        })
      })
    } else throw new BadRequest('Give a current code or the password', { errors: { code: 'is required' } })
    await this.options.store.remove(caller._id)
    await this.options.record({ kind: 'twoFactorDisabled', account: caller._id }, params)
    return this.find({ ...params, query: {} })
  }

  private async reset(caller: Caller, data: Record<string, unknown>, params?: TwoFactorParams) {
    if (!isAdmin(caller)) throw new Forbidden('Only administrators may reset two-factor')
    const account = data.account
    if (typeof account !== 'string' || !account || account.length > 64)
      throw new BadRequest('Invalid account', { errors: { account: 'must be an account id' } })
    const person = await this.options.readAccount(account)
    if (!(await this.options.store.remove(person._id))) throw new NotFound('This account has no two-factor')
    await this.options.record({ kind: 'twoFactorReset', account: person._id }, params)
    return this.find({ ...params, query: { account: person._id } })
  }

  private caller(params?: TwoFactorParams): Caller {
    const user = params?.user
    if (!user?._id) throw new NotAuthenticated('Sign in first')
    return user
  }
}
