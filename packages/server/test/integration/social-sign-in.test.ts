import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFacebookStandIn, type FacebookStandIn } from '../support/facebook-stand-in'
import { startTestServer, type TestServer } from '../support/test-server'

let facebook: FacebookStandIn
/** An address nothing listens on: a provider that is down. */
let downUrl: string

const email = (domain = 'school.test') => `fb-${crypto.randomBytes(4).toString('hex')}@${domain}`
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())

/** The provider as the deployment configures it, pointed at the stand-in; `more` overrides. */
const providerEntry = (more: Record<string, unknown> = {}) => ({
  sdk: 'facebook',
  clientId: facebook.appId,
  script: facebook.script,
  apiUrl: facebook.origin,
  ...more
})

const startWith = async (providers: Array<Record<string, unknown>>, env: Record<string, string> = {}) => {
  const server = await startTestServer({
    SOCIAL_SIGN_IN: JSON.stringify(providers),
    SOCIAL_SECRET_FACEBOOK: facebook.appSecret,
    ...env
  })
  // The app secret travels to the provider only: never in an answer or a log line.
  server.secrets.add(facebook.appSecret)
  return server
}

const signIn = (server: TestServer, accessToken: unknown, provider: unknown = 'facebook') =>
  server.client().request('POST', '/api/authentication', { strategy: 'social', provider, accessToken })

/** The failed sign-ins logged with an email (the log filters by account and kind only). */
const failuresOf = async (server: TestServer, who: string) =>
  (await server.request('GET', '/api/securityEvents?kind=signInFailed&$limit=100')).body.data.filter(
    (event: { email: string | null }) => event.email === who
  )

beforeAll(async () => {
  facebook = await startFacebookStandIn()
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
  await new Promise((resolve) => closed.close(resolve))
})
afterAll(() => facebook?.stop())

describe('social sign-in with existing accounts (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startWith([
      providerEntry(),
      providerEntry({ id: 'fb-down', apiUrl: downUrl, secretEnv: 'SOCIAL_SECRET_FACEBOOK' })
    ])
  })
  afterAll(() => server?.stop())

  it("signs in the account of the provider's email, without case, after checking the token with the provider", async () => {
    const account = await server.createUser({ email: email(), name: 'Fay Bee' })
    const token = facebook.issueToken({ email: account.email.toUpperCase(), name: 'Fay at Facebook' })
    const calls = facebook.graphCalls.length
    const signedIn = await signIn(server, token)
    expect(signedIn.status).toBe(201)
    expect(signedIn.body.user).toMatchObject({ _id: account.user._id, email: account.email, name: 'Fay Bee' })
    expect(signedIn.body.user.password).toBeUndefined()
    expect(signedIn.body.authentication).toMatchObject({ strategy: 'social', provider: 'facebook' })
    expect(facebook.graphCalls.slice(calls)).toEqual(['/v21.0/debug_token', '/v21.0/me'])

    // A session like a password's: listed, logged as a social sign-in, with its refresh cookie.
    const { accessToken } = signedIn.body
    const sessions = await server.client(accessToken).request('GET', '/api/sessions')
    expect(sessions.body.data).toEqual([
      expect.objectContaining({ _id: payloadOf(accessToken).sid, current: true, ended: null })
    ])
    const log = await server.request('GET', `/api/securityEvents?account=${account.user._id}&kind=signIn`)
    expect(log.body.data).toEqual([expect.objectContaining({ kind: 'signIn', reason: 'social' })])
    const cookie = await fetch(`${server.url}/api/session-cookie`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` }
    })
    expect(cookie.status).toBe(204)
    expect(cookie.headers.getSetCookie().some((line) => line.startsWith('console-refresh='))).toBe(true)

    const signedOut = await server.client(accessToken).request('DELETE', '/api/authentication')
    expect(signedOut.status).toBe(200)
    expect((await server.client(accessToken).request('GET', '/api/sessions')).body).toMatchObject({
      data: { code: 'sessionEnded', reason: 'signedOut' }
    })
  })

  it('signs in over the socket as the console does', async () => {
    const account = await server.createUser({ email: email() })
    const socket = await server.socket()
    const answer = await socket.call('create', 'authentication', {
      strategy: 'social',
      provider: 'facebook',
      accessToken: facebook.issueToken({ email: account.email })
    })
    expect(answer).toMatchObject({ status: 201, body: { user: { _id: account.user._id } } })
    socket.close()
  })

  it('does not ask for the second factor: the provider signed the person in', async () => {
    const account = await server.signIn({ email: email() })
    const started = await account.request('POST', '/api/twoFactor', { action: 'start' })
    const code = new TOTP({ secret: Secret.fromBase32(started.body.secret) }).generate()
    expect((await account.request('POST', '/api/twoFactor', { action: 'confirm', code })).status).toBe(201)
    const signedIn = await signIn(server, facebook.issueToken({ email: account.email }))
    expect(signedIn).toMatchObject({ status: 201, body: { accessToken: expect.any(String) } })
  })

  it('refuses a token of another app, an expired one, one the provider does not know, and says why', async () => {
    const account = await server.createUser({ email: email() })
    const otherApp = facebook.issueToken({ email: account.email }, { appId: '999' })
    const expired = facebook.issueToken({ email: account.email }, { expiresIn: -60 })
    for (const [token, code] of [
      [otherApp, 'socialWrongApp'],
      [expired, 'socialExpired'],
      ['EAAmade-up-token', 'socialFailed']
    ])
      expect(await signIn(server, token)).toMatchObject({
        status: 401,
        body: { name: 'NotAuthenticated', data: { code } }
      })
    const log = await server.request('GET', '/api/securityEvents?kind=signInFailed')
    expect(log.body.data.map((event: { reason: string }) => event.reason)).toEqual(
      expect.arrayContaining(['socialWrongApp', 'socialExpired', 'socialFailed'])
    )
  })

  it('refuses a person without an email, an unknown email (making no account) and a frozen account', async () => {
    expect(await signIn(server, facebook.issueToken({ name: 'No Mail' }))).toMatchObject({
      status: 401,
      body: { data: { code: 'socialNoEmail' } }
    })
    const unknown = email()
    expect(await signIn(server, facebook.issueToken({ email: unknown }))).toMatchObject({
      status: 401,
      body: { data: { code: 'ssoUnknownAccount' } }
    })
    expect((await server.request('GET', `/api/users?email=${unknown}`)).body.data).toEqual([])
    const frozen = await server.createUser({ email: email(), status: 'frozen' })
    expect(await signIn(server, facebook.issueToken({ email: frozen.email }))).toMatchObject({
      status: 403,
      body: { data: { code: 'accountFrozen' } }
    })
    expect(await failuresOf(server, unknown)).toEqual([
      expect.objectContaining({ kind: 'signInFailed', reason: 'ssoUnknownAccount' })
    ])
    expect(await failuresOf(server, frozen.email)).toEqual([
      expect.objectContaining({ kind: 'signInFailed', reason: 'accountFrozen' })
    ])
  })

  it('refuses an unknown provider, a missing token and values of the wrong type with 401, never 500', async () => {
    for (const [token, provider] of [
      [facebook.issueToken({ email: email() }), 'myspace'],
      [undefined, 'facebook'],
      ['', 'facebook'],
      [{ $ne: null }, 'facebook'],
      ['x'.repeat(5000), 'facebook'],
      ['token', ['facebook']]
    ])
      expect(await signIn(server, token, provider)).toMatchObject({
        status: 401,
        body: { data: { code: 'socialFailed' } }
      })
  })

  it('answers 502 when the provider fails and 503 when it cannot be reached, counting neither as a failed sign-in', async () => {
    const account = await server.createUser({ email: email() })
    facebook.failing = true
    try {
      expect(await signIn(server, facebook.issueToken({ email: account.email }))).toMatchObject({
        status: 502,
        body: { name: 'BadGateway', data: { code: 'socialUnavailable' } }
      })
    } finally {
      facebook.failing = false
    }
    expect(await signIn(server, facebook.issueToken({ email: account.email }), 'fb-down')).toMatchObject({
      status: 503,
      body: { name: 'Unavailable', data: { code: 'socialUnavailable' } }
    })
    expect(await failuresOf(server, account.email)).toEqual([])
  })
})

describe('social sign-in making accounts in allowed domains (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startWith([providerEntry({ allowedDomains: 'school.test', newAccountRole: 'editor' })])
  })
  afterAll(() => server?.stop())

  it('makes the account of an unknown email with the new-account role, and refuses a domain not allowed', async () => {
    const address = email()
    const signedIn = await signIn(
      server,
      facebook.issueToken({ email: address.toUpperCase(), name: 'New Face' })
    )
    expect(signedIn.status).toBe(201)
    expect(signedIn.body.user).toMatchObject({
      email: address,
      name: 'New Face',
      role: 'editor',
      status: 'active'
    })
    const outsider = email('elsewhere.test')
    expect(await signIn(server, facebook.issueToken({ email: outsider }))).toMatchObject({
      status: 403,
      body: { data: { code: 'ssoDomainNotAllowed' } }
    })
    expect((await server.request('GET', `/api/users?email=${outsider}`)).body.data).toEqual([])
  })
})

describe('social sign-in failures are throttled like wrong passwords (R-AUTH-16)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startWith([providerEntry()], { LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_DELAY_MS: '1' })
  })
  afterAll(() => server?.stop())

  it('refuses even a good token with 429 once the address failed too often, and logs the lock', async () => {
    const account = await server.createUser({ email: email() })
    for (let i = 0; i < 3; i++)
      expect((await signIn(server, facebook.issueToken({ email: email() }))).status).toBe(401)
    const refused = await signIn(server, facebook.issueToken({ email: account.email }))
    expect(refused).toMatchObject({ status: 429, body: { data: { code: 'tooManyAttempts' } } })
    const log = await server.request('GET', '/api/securityEvents?kind=locked')
    expect(log.body.data).toEqual([expect.objectContaining({ kind: 'locked', reason: 'tooManyAttempts' })])
  })
})

describe('without social sign-in', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.stop())

  it('takes no social strategy', async () => {
    const answer = await signIn(server, facebook.issueToken({ email: server.admin.email }))
    expect(answer.status).toBe(401)
    expect(answer.body.accessToken).toBeUndefined()
  })
})
