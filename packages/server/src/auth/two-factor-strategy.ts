import { AuthenticationBaseStrategy, type AuthenticationRequest } from '@feathersjs/authentication'
import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import { errorData, isFrozen } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import { accountsOf, twoFactorOf } from './sign-in-services'
import type { ClientParams } from './sign-in-services'
import { ChallengeSigner } from './two-factor/challenge'

const invalidCode = (expired = false) =>
  new NotAuthenticated(
    expired ? 'The sign-in took too long: start again' : 'The code is wrong',
    errorData('invalidTwoFactorCode', expired ? { expired: 1 } : {})
  )

/**
 * The second step of a sign-in (`POST /api/authentication { strategy: 'twoFactor', challenge, code }`):
 * the challenge the password step answered and a code of the app or a recovery code. With an
 * enrolment challenge, the code confirms the new secret and the answer carries the recovery codes.
 * Either way the sign-in then makes its token and session like a password sign-in.
 */
export class TwoFactorStrategy extends AuthenticationBaseStrategy {
  private signer?: ChallengeSigner

  async authenticate(data: AuthenticationRequest, params: ClientParams) {
    const app = this.app as Application
    this.signer ??= new ChallengeSigner(this.authentication!.configuration.secret)
    const challenge = this.signer.verify(data.challenge)
    if (!challenge) throw invalidCode(true)
    const code = typeof data.code === 'string' && data.code.length <= 32 ? data.code.trim() : ''
    const user = await accountsOf(app)
      ._get(challenge.account)
      .catch(() => undefined)
    if (!user) throw invalidCode(true)
    if (isFrozen(user)) throw new Forbidden('This account is frozen', errorData('accountFrozen'))
    const service = twoFactorOf(app)
    if (challenge.purpose === 'enrol') {
      const recoveryCodes = await service._confirm(challenge.account, code, params)
      if (!recoveryCodes) throw invalidCode()
      return { authentication: { strategy: this.name as string }, user, recoveryCodes }
    }
    if (!(await service._verify(challenge.account, code, params))) throw invalidCode()
    return { authentication: { strategy: this.name as string }, user }
  }
}
