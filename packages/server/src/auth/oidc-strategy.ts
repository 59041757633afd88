import { AuthenticationBaseStrategy, type AuthenticationRequest } from '@feathersjs/authentication'
import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import { errorData, isFrozen } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import { accountsOf } from './sign-in-services'
import type { OidcSignIn } from './oidc-sign-in'

/** The strategy's name, which the sign-in's session and security log carry (`via`). */
export const OIDC_STRATEGY = 'oidc'

/**
 * Signs in with the one-time code a single sign-on handed the console (`{ strategy: 'oidc',
 * accessToken: code }`, the field social sign-ins use). The session starts as for a password
 * (StaffAuthenticationService.getPayload); an account frozen since the callback is refused.
 */
export class OidcStrategy extends AuthenticationBaseStrategy {
  constructor(private readonly signIn: OidcSignIn) {
    super()
  }

  async authenticate(data: AuthenticationRequest) {
    const code = typeof data.accessToken === 'string' ? data.accessToken : ''
    const account = code ? await this.signIn.take(code) : undefined
    if (!account)
      throw new NotAuthenticated('This sign-in code is unknown, used or expired', errorData('ssoFailed'))
    const user = await accountsOf(this.app as Application)._get(account)
    if (isFrozen(user)) throw new Forbidden('This account is frozen', errorData('accountFrozen'))
    return { authentication: { strategy: OIDC_STRATEGY }, user }
  }
}
