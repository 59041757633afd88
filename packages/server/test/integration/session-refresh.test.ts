import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../support/test-database'
import { startTestServer, type Account, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())

/** The `console-refresh` cookie a response sets: its value (empty when cleared) and attributes. */
const refreshCookieOf = (response: Response) => {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('console-refresh='))
  return line === undefined ? undefined : { value: line.split(';')[0].slice('console-refresh='.length), line }
}

/** Signs in and asks for the page cookie, as the console does after each sign-in. */
const signedIn = async (data: Record<string, unknown> = {}, on = server) => {
  const account = await on.signIn(data)
  const response = await fetch(`${on.url}/api/session-cookie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` }
  })
  expect(response.status).toBe(204)
  const cookie = refreshCookieOf(response)
  expect(cookie?.value).toMatch(/^.+\..{43}$/)
  return { account, cookie: cookie!.value, line: cookie!.line }
}

const renew = async (
  cookie: string | undefined,
  headers: Record<string, string> = {},
  body = '{}',
  url = server.url
) => {
  const response = await fetch(`${url}/api/sessions/renew`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie: `console-refresh=${cookie}` } : {}),
      ...headers
    },
    body
  })
  return { status: response.status, body: await response.json(), cookie: refreshCookieOf(response)?.value }
}

const expiredToken = (account: Account) =>
  server.app
    .service('authentication')
    .createAccessToken({ sid: payloadOf(account.token).sid }, { subject: account.user._id, expiresIn: -10 })

const teachers = (token: string) => server.client(token).request('GET', '/api/teachers')

describe('the refresh cookie renews a session whose token expired (R-AUTH-13)', () => {
  it('is set once per session: httpOnly, SameSite=Strict, only for the renewal, for the idle limit', async () => {
    const { account, line } = await signedIn()
    expect(line).toMatch(/; path=\/api\/sessions\/renew;/)
    const expires = Date.parse(/; expires=([^;]+);/.exec(line)![1])
    expect(Math.abs(expires - Date.now() - 7 * 86_400_000)).toBeLessThan(5_000)
    expect(line).toMatch(/; samesite=strict; httponly/)
    const again = await fetch(`${server.url}/api/session-cookie`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` }
    })
    expect(refreshCookieOf(again)).toBeUndefined()
  })

  it('answers a token of the same session with an expired token and rotates the cookie', async () => {
    const { account, cookie } = await signedIn()
    const expired = await expiredToken(account)
    expect((await teachers(expired)).status).toBe(401)
    const renewed = await renew(cookie, { authorization: `Bearer ${expired}` })
    expect(renewed.status).toBe(201)
    expect(payloadOf(renewed.body.accessToken).sid).toBe(payloadOf(account.token).sid)
    expect(renewed.cookie).toBeDefined()
    expect(renewed.cookie).not.toBe(cookie)
    expect((await teachers(renewed.body.accessToken)).status).toBe(200)
    const next = await renew(renewed.cookie)
    expect(next.status).toBe(201)
    expect(next.cookie).not.toBe(renewed.cookie)
  })

  it('keeps the database hash only, never the secret', async () => {
    const { account, cookie } = await signedIn()
    const row = await server.app
      .get('knex')('staff_sessions')
      .where('_id', payloadOf(account.token).sid)
      .first()
    expect(row.refreshHash).toEqual(expect.any(String))
    expect(JSON.stringify(row)).not.toContain(cookie.split('.')[1])
    const listed = await account.request('GET', '/api/sessions')
    expect(Object.keys(listed.body.data[0])).not.toContain('refreshHash')
  })

  it('ends the session when a rotated secret comes back, and logs it', async () => {
    const { account, cookie } = await signedIn()
    const renewed = await renew(cookie)
    expect(renewed.status).toBe(201)
    // Within a moment the old secret still renews (two tabs waking together), without a new cookie.
    const twin = await renew(cookie)
    expect(twin).toMatchObject({ status: 201, cookie: undefined })
    const sid = payloadOf(account.token).sid
    await server.app
      .get('knex')('staff_sessions')
      .where('_id', sid)
      .update({ refreshRotated: new Date(Date.now() - 60_000).toISOString() })
    const replay = await renew(cookie)
    expect(replay).toMatchObject({
      status: 401,
      body: { data: { code: 'sessionEnded', reason: 'refreshReused' } }
    })
    expect((await renew(renewed.cookie)).status).toBe(401)
    expect((await teachers(renewed.body.accessToken)).body.data).toEqual({
      code: 'sessionEnded',
      reason: 'refreshReused'
    })
    const events = await server.request(
      'GET',
      `/api/securityEvents?kind=sessionEnded&account=${account.user._id}`
    )
    expect(events.body.data[0]).toMatchObject({ reason: 'refreshReused' })
  })

  it('is refused after sign-out, which clears it', async () => {
    const { account, cookie } = await signedIn()
    expect((await account.request('DELETE', '/api/authentication')).status).toBe(200)
    const cleared = await fetch(`${server.url}/api/session-cookie`, { method: 'DELETE' })
    expect(refreshCookieOf(cleared)).toMatchObject({ value: '' })
    expect(refreshCookieOf(cleared)?.line).toMatch(/path=\/api\/sessions\/renew/)
    expect(await renew(cookie)).toMatchObject({
      status: 401,
      body: { data: { code: 'sessionEnded', reason: 'signedOut' } }
    })
  })

  it('is refused once the session is ended, the password changed or the account frozen (R-AUTH-03)', async () => {
    const ended = await signedIn()
    await server.request('DELETE', `/api/sessions/${payloadOf(ended.account.token).sid}`)
    expect((await renew(ended.cookie)).body.data).toEqual({ code: 'sessionEnded', reason: 'endedByAdmin' })

    const changed = await signedIn()
    server.secrets.add('a-new-password-2')
    await changed.account.request('POST', '/api/changePassword', {
      oldPassword: changed.account.password,
      newPassword: 'a-new-password-2'
    })
    expect((await renew(changed.cookie)).body.data).toEqual({
      code: 'sessionEnded',
      reason: 'passwordChanged'
    })

    const frozen = await signedIn()
    await server.request('PATCH', `/api/users/${frozen.account.user._id}`, { status: 'frozen' })
    const refused = await renew(frozen.cookie)
    expect(refused).toMatchObject({
      status: 401,
      body: { data: { code: 'sessionEnded', reason: 'accountChanged' } }
    })
  })

  it('refuses 401 without a cookie or token, with a forged one, and to a form post', async () => {
    expect(await renew(undefined)).toMatchObject({ status: 401, body: { data: { code: 'sessionExpired' } } })
    expect(await renew('nonsense')).toMatchObject({ status: 401, body: { data: { code: 'sessionExpired' } } })
    expect(await renew('no-such-session.secret')).toMatchObject({
      status: 401,
      body: { data: { code: 'sessionExpired' } }
    })
    const { account, cookie } = await signedIn()
    const form = await renew(cookie, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')
    expect(form).toMatchObject({ status: 401, body: { data: { code: 'sessionExpired' } } })
    // The form did not touch the session: the cookie still renews.
    expect((await renew(cookie)).status).toBe(201)
    expect((await teachers(account.token)).status).toBe(200)
  })
})

describe('with REDIS_URL, any process renews', () => {
  it('renews on another process than the sign-in, which then takes the new cookie', async () => {
    const db = await createTestDatabase({ migrated: true })
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${crypto.randomUUID()}:` }
    const first = await startTestServer({ ...env, ADMIN_PASSWORD: 'first-admin-password' }, { db })
    const second = await startTestServer({ ...env, ADMIN_PASSWORD: 'first-admin-password' }, { db })
    try {
      const { cookie } = await signedIn({}, first)
      const renewed = await renew(cookie, {}, '{}', second.url)
      expect(renewed.status).toBe(201)
      expect((await first.client(renewed.body.accessToken).request('GET', '/api/teachers')).status).toBe(200)
      expect((await renew(renewed.cookie, {}, '{}', first.url)).status).toBe(201)
    } finally {
      await second.stop({ keepDatabase: true })
      await first.stop()
    }
  })
})
