import crypto from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTransaction, sealTransaction } from '../../src/auth/oidc-transaction'
import { startTestProvider, type ProviderAccount, type TestProvider } from '../support/oidc-test-provider'
import { startTestServer, type TestServer } from '../support/test-server'

/** Cookies per origin, enough to walk a browser's redirects through the server and the provider. */
const cookieJar = () => {
  const jars = new Map<string, Map<string, string>>()
  return {
    header: (url: URL) =>
      [...(jars.get(url.origin) ?? new Map<string, string>())]
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
    keep(url: URL, response: Response) {
      const jar = jars.get(url.origin) ?? new Map<string, string>()
      jars.set(url.origin, jar)
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';')
        const at = pair.indexOf('=')
        jar.set(pair.slice(0, at), pair.slice(at + 1))
      }
    },
    get: (origin: string, name: string) => jars.get(origin)?.get(name),
    set(origin: string, name: string, value: string) {
      jars.get(origin)?.set(name, value)
    }
  }
}

type Jar = ReturnType<typeof cookieJar>

/** Follows redirects like a browser until `stop` says to, answering the address it stopped at. */
const follow = async (start: string, jar: Jar, stop: (url: URL) => boolean) => {
  let url = new URL(start)
  for (let hops = 0; hops < 20; hops++) {
    if (stop(url)) return url
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header(url) } })
    jar.keep(url, response)
    const location = response.headers.get('location')
    if (!location) throw new Error(`${url.href} answered ${response.status} without a redirect`)
    url = new URL(location, url)
  }
  throw new Error('too many redirects')
}

let provider: TestProvider

const startWith = async (env: Record<string, string>) => {
  const server = await startTestServer({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Staff SSO',
    ...env
  })
  return server
}

/** Signs in at the provider as `account` and comes back to the sign-in page: its fragment. */
const ssoAs = async (
  server: TestServer,
  account: ProviderAccount,
  tamper?: { callback?: (url: URL) => void; jar?: (jar: Jar) => void }
) => {
  provider.signInAs(account)
  const jar = cookieJar()
  const callback = await follow(
    `${server.url}/api/oidc/login`,
    jar,
    (url) => url.pathname === '/api/oidc/callback'
  )
  tamper?.callback?.(callback)
  tamper?.jar?.(jar)
  const landed = await follow(callback.href, jar, (url) => url.pathname === '/login')
  expect(landed.origin + landed.pathname).toBe(`${server.url}/login`)
  expect(landed.search).toBe('')
  return new URLSearchParams(landed.hash.slice(1))
}

const exchange = (server: TestServer, code: string | null) =>
  server.client().request('POST', '/api/authentication', { strategy: 'oidc', accessToken: code })

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
const email = (domain = 'school.test') => `sso-${crypto.randomBytes(4).toString('hex')}@${domain}`

beforeAll(async () => {
  provider = await startTestProvider()
})
afterAll(() => provider?.stop())

describe('single sign-on making accounts (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startWith({
      OIDC_ALLOWED_DOMAINS: 'school.test, @Other.test',
      OIDC_NEW_ACCOUNT_ROLE: 'editor'
    })
    provider.start(`${server.url}/api/oidc/callback`, `${server.url}/login`)
  })
  afterAll(() => server?.stop())

  it('says in the sign-in options that single sign-on is offered, by its name', async () => {
    expect((await server.client().request('GET', '/api/auth-options')).body).toEqual({
      providers: [],
      sso: { name: 'Staff SSO' }
    })
  })

  it('sends the browser to the provider with PKCE, state and nonce, keeping them in a cookie of the callback', async () => {
    const response = await fetch(`${server.url}/api/oidc/login`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const to = new URL(response.headers.get('location')!)
    expect(to.origin).toBe(provider.issuer)
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: `${server.url}/api/oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String)
    })
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(
      /^oidc-transaction=.+; path=\/api\/oidc\/callback; expires=.+; samesite=lax; httponly$/
    )
  })

  it('makes the account of an unknown email with the new-account role, signs it in with a session of its own', async () => {
    const address = email()
    const fragment = await ssoAs(server, {
      email: address.toUpperCase(),
      email_verified: true,
      name: 'Ann Lee'
    })
    const code = fragment.get('sso')
    expect(code).toMatch(/^[\w-]{40,}$/)
    const signedIn = await exchange(server, code)
    expect(signedIn.status).toBe(201)
    expect(signedIn.body.user).toMatchObject({
      email: address,
      name: 'Ann Lee',
      role: 'editor',
      status: 'active'
    })
    expect(signedIn.body.user.password).toBeUndefined()
    const sessions = await server.client(signedIn.body.accessToken).request('GET', '/api/sessions')
    expect(sessions.body.data).toEqual([
      expect.objectContaining({ _id: payloadOf(signedIn.body.accessToken).sid, current: true, ended: null })
    ])
    const log = await server.request(
      'GET',
      `/api/securityEvents?account=${signedIn.body.user._id}&kind=signIn`
    )
    expect(log.body.data).toEqual([expect.objectContaining({ kind: 'signIn', reason: 'oidc' })])
  })

  it('matches an existing account by email without case, and the code works once only', async () => {
    const existing = await server.createUser({ email: email('other.test') })
    const code = (await ssoAs(server, { email: existing.email.toUpperCase(), email_verified: true })).get(
      'sso'
    )
    const signedIn = await exchange(server, code)
    expect(signedIn.body.user._id).toBe(existing.user._id)
    expect(await exchange(server, code)).toMatchObject({ status: 401, body: { data: { code: 'ssoFailed' } } })
  })

  it('does not ask for the second factor of an account that has one: the provider signed the person in', async () => {
    const account = await server.signIn({ email: email() })
    const started = await account.request('POST', '/api/twoFactor', { action: 'start' })
    const code = new TOTP({ secret: Secret.fromBase32(started.body.secret) }).generate()
    expect((await account.request('POST', '/api/twoFactor', { action: 'confirm', code })).status).toBe(201)
    const password = await server
      .client()
      .request('POST', '/api/authentication', {
        strategy: 'local',
        email: account.email,
        password: account.password
      })
    expect(password.body.data?.code).toBe('twoFactorRequired')
    const sso = (await ssoAs(server, { email: account.email, email_verified: true })).get('sso')
    const signedIn = await exchange(server, sso)
    expect(signedIn).toMatchObject({ status: 201, body: { accessToken: expect.any(String) } })
  })

  it('ends the session on sign-out like any other', async () => {
    const code = (await ssoAs(server, { email: email(), email_verified: true })).get('sso')
    const { accessToken } = (await exchange(server, code)).body
    const signedOut = await server.client(accessToken).request('DELETE', '/api/authentication')
    expect(signedOut.status).toBe(200)
    expect((await server.client(accessToken).request('GET', '/api/sessions')).body).toMatchObject({
      data: { code: 'sessionEnded', reason: 'signedOut' }
    })
  })

  it('refuses a domain not allowed, an unverified email and a frozen account, and logs each', async () => {
    const outsider = email('elsewhere.test')
    expect((await ssoAs(server, { email: outsider, email_verified: true })).get('sso-error')).toBe(
      'ssoDomainNotAllowed'
    )
    expect((await ssoAs(server, { email: email(), email_verified: false })).get('sso-error')).toBe(
      'ssoFailed'
    )
    const frozen = await server.createUser({ email: email(), status: 'frozen' })
    expect((await ssoAs(server, { email: frozen.email, email_verified: true })).get('sso-error')).toBe(
      'accountFrozen'
    )
    const log = await server.request('GET', '/api/securityEvents?kind=signInFailed')
    expect(log.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: outsider, reason: 'ssoDomainNotAllowed' }),
        expect.objectContaining({ email: frozen.email, reason: 'accountFrozen' })
      ])
    )
    expect((await server.request('GET', `/api/users?email=${outsider}`)).body.data).toEqual([])
  })

  it('refuses an account frozen between the callback and the exchange', async () => {
    const account = await server.createUser({ email: email() })
    const code = (await ssoAs(server, { email: account.email, email_verified: true })).get('sso')
    await server.request('PATCH', `/api/users/${account.user._id}`, { status: 'frozen' })
    expect(await exchange(server, code)).toMatchObject({
      status: 403,
      body: { data: { code: 'accountFrozen' } }
    })
  })

  it('refuses a wrong state, a wrong nonce, a missing or forged transaction, and an unknown code', async () => {
    const wrongState = await ssoAs(
      server,
      { email: email(), email_verified: true },
      { callback: (url) => url.searchParams.set('state', 'not-the-state') }
    )
    expect(wrongState.get('sso-error')).toBe('ssoFailed')
    const secret = server.app.get('authentication')!.secret as string
    const wrongNonce = await ssoAs(
      server,
      { email: email(), email_verified: true },
      {
        jar: (jar) => {
          const kept = openTransaction(jar.get(server.url, 'oidc-transaction'), secret)!
          jar.set(
            server.url,
            'oidc-transaction',
            sealTransaction({ ...kept, nonce: 'not-the-nonce' }, secret)
          )
        }
      }
    )
    expect(wrongNonce.get('sso-error')).toBe('ssoFailed')
    const forged = await ssoAs(
      server,
      { email: email(), email_verified: true },
      { jar: (jar) => jar.set(server.url, 'oidc-transaction', `${jar.get(server.url, 'oidc-transaction')}x`) }
    )
    expect(forged.get('sso-error')).toBe('ssoFailed')
    expect(await exchange(server, 'made-up')).toMatchObject({
      status: 401,
      body: { data: { code: 'ssoFailed' } }
    })
    expect(await exchange(server, null)).toMatchObject({ status: 401, body: { data: { code: 'ssoFailed' } } })
  })

  it("says a provider's refusal as a failed single sign-on", async () => {
    const refused = await ssoAs(
      server,
      { email: email(), email_verified: true },
      {
        callback: (url) => {
          url.searchParams.delete('code')
          url.searchParams.set('error', 'access_denied')
        }
      }
    )
    expect(refused.get('sso-error')).toBe('ssoFailed')
  })

  it("signs out at the provider's end-session endpoint and comes back to the sign-in page", async () => {
    const response = await fetch(`${server.url}/api/oidc/logout`, { redirect: 'manual' })
    const to = new URL(response.headers.get('location')!)
    expect(to.origin).toBe(provider.issuer)
    expect(to.searchParams.get('client_id')).toBe(provider.clientId)
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/login`)
  })
})

describe('single sign-on with existing accounts only (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startWith({})
    provider.start(`${server.url}/api/oidc/callback`, `${server.url}/login`)
  })
  afterAll(() => server?.stop())

  it('refuses an unknown email without making an account, and lets any domain in', async () => {
    const unknown = email('anywhere.test')
    expect((await ssoAs(server, { email: unknown, email_verified: true })).get('sso-error')).toBe(
      'ssoUnknownAccount'
    )
    expect((await server.request('GET', `/api/users?email=${unknown}`)).body.data).toEqual([])
    const known = await server.createUser({ email: email('anywhere.test') })
    const code = (await ssoAs(server, { email: known.email, email_verified: true })).get('sso')
    expect((await exchange(server, code)).body.user._id).toBe(known.user._id)
  })
})

describe('single sign-on with a provider that does not answer (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'console',
      OIDC_CLIENT_SECRET: 'secret'
    })
  })
  afterAll(() => server?.stop())

  it('comes back to the sign-in page saying single sign-on failed, and signs out locally', async () => {
    const login = await fetch(`${server.url}/api/oidc/login`, { redirect: 'manual' })
    expect(login.headers.get('location')).toBe('/login#sso-error=ssoFailed')
    const logout = await fetch(`${server.url}/api/oidc/logout`, { redirect: 'manual' })
    expect(logout.headers.get('location')).toBe('/login')
  })
})

describe('without single sign-on', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

  it('offers none, has no sign-in route and takes no oidc strategy', async () => {
    expect((await server.client().request('GET', '/api/auth-options')).body.sso).toBeNull()
    expect((await fetch(`${server.url}/api/oidc/login`, { redirect: 'manual' })).status).toBe(404)
    expect((await exchange(server, 'any')).status).toBe(401)
  })
})
