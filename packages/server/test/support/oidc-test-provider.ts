// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- oidc-provider ships no types: its declaration goes wherever this file is compiled (the browser tests too)
/// <reference path="./oidc-provider.d.ts" />
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Configuration } from 'oidc-provider'

/** A person known to the test provider. */
export interface ProviderAccount {
  email: string
  email_verified: boolean
  name?: string
}

/** A real OpenID Connect provider on 127.0.0.1 whose sign-in page signs in `nextAccount` at once. */
export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** Who the next sign-in at the provider is. */
  signInAs(account: ProviderAccount): void
  /** Starts answering, with the relying party's callback and its page to come back to after sign-out. */
  start(redirectUri: string, postLogoutRedirectUri: string): void
  stop(): Promise<void>
}

/**
 * Listens at once (the issuer is known before the console's server starts) and answers once
 * `start` has the console's addresses. No UI: the interaction step signs in the chosen account,
 * the grant of the test client is given without asking, and sign-out confirms itself.
 */
export const startTestProvider = async (): Promise<TestProvider> => {
  let handler: http.RequestListener | undefined
  const server = http.createServer((request, response) => {
    if (handler) return handler(request, response)
    response.writeHead(503)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'tutor-admin'
  const clientSecret = 'test-client-secret-of-enough-length'
  let next: ProviderAccount = { email: 'someone@test.local', email_verified: true }
  const accounts = new Map<string, ProviderAccount>()

  const signingKey = crypto
    .generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ format: 'jwk' })

  const configuration = (redirectUri: string, postLogoutRedirectUri: string): Configuration => ({
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
        token_endpoint_auth_method: 'client_secret_post'
      }
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      return account && { accountId: id, claims: async () => ({ sub: id, ...account }) }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session!.accountId!,
        clientId: ctx.oidc.client!.clientId
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.body = `<!doctype html><html><body>${form}<input type="hidden" form="op.logoutForm" name="logout" value="yes"><script>document.forms[0].submit()</script></body></html>`
        }
      }
    }
  })

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account
    },
    start(redirectUri, postLogoutRedirectUri) {
      const provider = new Provider(issuer, configuration(redirectUri, postLogoutRedirectUri))
      const callback = provider.callback()
      handler = async (request, response) => {
        if (!request.url?.startsWith('/interaction/')) return callback(request, response)
        const id = `account-${accounts.size + 1}`
        accounts.set(id, next)
        await provider.interactionFinished(request, response, { login: { accountId: id } })
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve()))
  }
}
