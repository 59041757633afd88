import { AuthenticationBaseStrategy, type AuthenticationRequest } from '@feathersjs/authentication'
import { FeathersError, NotAuthenticated } from '@feathersjs/errors'
import { errorData, SOCIAL_STRATEGY, type ErrorData, type SocialSdk } from '@tutor-admin/shared'
import type { Application } from '../declarations'
import { accountForEmail } from './email-account'
import { verifyFacebookToken, type SocialPerson } from './facebook-token'
import type { LoginThrottle } from './login-throttle'
import { normaliseEmail } from './normalise-email'
import { recordSecurityEvent } from './security-log'
import type { ClientParams } from './sign-in-services'
import type { ConfiguredProvider } from './social-providers'

/** How each SDK's tokens are checked with its provider, server-side. */
export type TokenCheck = (provider: ConfiguredProvider, accessToken: string) => Promise<SocialPerson>

const CHECKS: Record<SocialSdk, TokenCheck> = { facebook: verifyFacebookToken }

/** Longer than any provider's access token: anything beyond is refused unread. */
const MAX_TOKEN = 4096

/**
 * Social sign-in (R-AUTH-16): `{ strategy: 'social', provider: <id>, accessToken }` with the token
 * the provider's SDK gave the console. The server checks the token with the provider itself, then
 * signs in the account of the email the provider gives, under the rules of single sign-on (the
 * provider's `allowedDomains` and `newAccountRole`, frozen accounts refused, no second factor).
 * Failures count towards the caller's address like wrong passwords (429 past the limit), and
 * every refusal is logged; the session starts as for a password.
 */
export class SocialStrategy extends AuthenticationBaseStrategy {
  private readonly providers: Map<string, ConfiguredProvider>

  constructor(
    providers: ConfiguredProvider[],
    private readonly throttle: LoginThrottle,
    private readonly checks: Record<string, TokenCheck> = CHECKS
  ) {
    super()
    this.providers = new Map(providers.map((provider) => [provider.id, provider]))
  }

  async authenticate(data: AuthenticationRequest, params: ClientParams) {
    let email: string | null = null
    const attempt = await this.throttle.begin({ address: params.ip }).catch(async (error: unknown) => {
      await this.recordFailure(error, null, params)
      throw error
    })
    try {
      const provider = typeof data.provider === 'string' ? this.providers.get(data.provider) : undefined
      if (!provider) throw new NotAuthenticated('No such social sign-in provider', errorData('socialFailed'))
      const token = typeof data.accessToken === 'string' ? data.accessToken.trim() : ''
      if (!token || token.length > MAX_TOKEN)
        throw new NotAuthenticated("The provider's access token is missing", errorData('socialFailed'))
      const person = await this.checks[provider.sdk](provider, token)
      if (!person.email)
        throw new NotAuthenticated('The provider gave no email for this person', errorData('socialNoEmail'))
      email = normaliseEmail(person.email).slice(0, 254)
      const user = await accountForEmail(this.app as Application, provider, email, person.name)
      await attempt.succeeded()
      return { authentication: { strategy: SOCIAL_STRATEGY, provider: provider.id }, user }
    } catch (error) {
      // The provider's fault (502, 503) is no failed sign-in of the caller's: it does not count.
      if (error instanceof FeathersError && error.code >= 500) await attempt.succeeded()
      else await this.recordFailure(error, email, params)
      throw error
    }
  }

  /** Logs a refused sign-in with the email the provider gave, when it gave one: a lock (429) or a failure. */
  private async recordFailure(error: unknown, email: string | null, params: ClientParams) {
    if (!(error instanceof FeathersError) || error.code >= 500) return
    await recordSecurityEvent(
      this.app as Application,
      {
        kind: error.code === 429 ? 'locked' : 'signInFailed',
        email,
        reason: (error.data as ErrorData | undefined)?.code ?? null
      },
      params
    )
  }
}
