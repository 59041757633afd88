import { FeathersError, NotAuthenticated } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import * as client from 'openid-client'
import type { Application } from '../declarations'
import { normaliseEmail } from './normalise-email'
import { recordSecurityEvent } from './security-log'
import { accountForEmail } from './email-account'
import type { OidcCodes } from './oidc-codes'
import type { OidcSettings } from './oidc-config'
import type { OidcTransaction } from './oidc-transaction'
import type { ClientParams } from './sign-in-services'

/** How long a sign-in may stay at the provider before it has to start again. */
const TRANSACTION_MS = 10 * 60_000

const failed = (why: string) => new NotAuthenticated(`Single sign-on failed: ${why}`, errorData('ssoFailed'))

/**
 * Single sign-on with OpenID Connect (R-AUTH-16), authorization code flow with PKCE, state and
 * nonce, through the certified `openid-client`. The provider's metadata is read at first use and
 * read again after a failure.
 */
export class OidcSignIn {
  private configuration?: Promise<client.Configuration>

  constructor(
    private readonly app: Application,
    readonly settings: OidcSettings,
    private readonly codes: OidcCodes
  ) {}

  private provider() {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer)
      // Plain http only where the provider says so, as a provider on the same machine does.
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []
      return client.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
        execute
      })
    })().catch((error: unknown) => {
      this.configuration = undefined
      throw failed(`the provider's metadata could not be read (${(error as Error).message})`)
    })
    return this.configuration
  }

  /** The provider's sign-in address, and what the browser keeps until it comes back. */
  async start(redirectUri: string): Promise<{ url: string; transaction: OidcTransaction }> {
    const configuration = await this.provider()
    const transaction: OidcTransaction = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      expires: Date.now() + TRANSACTION_MS
    }
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce
    })
    return { url: url.href, transaction }
  }

  /**
   * Checks the provider's answer at the callback address and answers a one-time code for the
   * account it signs in. The ID token's issuer, audience, expiry and nonce are checked by the
   * client, the state and the PKCE verifier with the code; then the verified email's account.
   * A refusal is logged as a failed sign-in and thrown with its code.
   */
  async finish(callbackUrl: URL, transaction: OidcTransaction | undefined, params: ClientParams) {
    let email: string | null = null
    try {
      if (!transaction) throw failed('the sign-in was not started from this browser, or took too long')
      const configuration = await this.provider()
      const tokens = await client
        .authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: transaction.state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true
        })
        .catch((error: unknown) => {
          throw failed((error as Error).message)
        })
      const idToken = tokens.claims()
      if (!idToken) throw failed('the provider gave no ID token')
      // Providers that keep the email out of the ID token give it at their userinfo endpoint.
      const claims =
        typeof idToken.email === 'string'
          ? idToken
          : await client
              .fetchUserInfo(configuration, tokens.access_token, idToken.sub)
              .catch((error: unknown) => {
                throw failed(`the provider's userinfo could not be read (${(error as Error).message})`)
              })
      if (typeof claims.email !== 'string') throw failed('the provider gave no email')
      email = normaliseEmail(claims.email).slice(0, 254)
      if (claims.email_verified !== true) throw failed('the provider has not verified the email')
      const name = typeof claims.name === 'string' ? claims.name : undefined
      const user = await accountForEmail(this.app, this.settings, email, name)
      return await this.codes.issue(String(user._id))
    } catch (error) {
      if (error instanceof FeathersError && error.code < 500)
        await recordSecurityEvent(
          this.app,
          { kind: 'signInFailed', email, reason: (error.data as { code?: string }).code ?? null },
          params
        )
      throw error
    }
  }

  /** The account of a one-time code, once. */
  take(code: string) {
    return this.codes.take(code)
  }

  /** The provider's sign-out address that comes back to `backTo`, when it has one (RP-initiated logout). */
  async endSessionUrl(backTo: string): Promise<string | undefined> {
    const configuration = await this.provider()
    if (!configuration.serverMetadata().end_session_endpoint) return undefined
    return client.buildEndSessionUrl(configuration, {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: backTo
    }).href
  }
}
