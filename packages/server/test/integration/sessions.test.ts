import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../support/test-database'
import { startTestServer, type Account, type TestServer, type TestSocket } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())

/** Within a second of an end, the token is refused over REST and the socket signed in with it is cut off. */
const expectCutOff = async (account: Account, socket: TestSocket, reason: string) => {
  const started = Date.now()
  const rest = await account.request('GET', '/api/teachers')
  expect(rest).toMatchObject({ status: 401, body: { data: { code: 'sessionEnded', reason } } })
  let call = await socket.call('find', 'teachers', {})
  while (call.status !== 401 && Date.now() - started < 1000) {
    await sleep(50)
    call = await socket.call('find', 'teachers', {})
  }
  expect(call.status).toBe(401)
  expect(Date.now() - started).toBeLessThan(1000)
}

const signedInWithSocket = async (data: Record<string, unknown> = {}) => {
  const account = await server.signIn(data)
  const socket = await server.socket(account.token)
  expect((await socket.call('find', 'teachers', {})).status).toBe(200)
  return { account, socket }
}

describe('sessions on the server', () => {
  it('lists the caller’s own live sessions, marking the current one', async () => {
    const account = await server.signIn()
    const second = await server.login(account.email, account.password)
    const list = await account.request('GET', '/api/sessions')
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data.every((session: any) => session.account === account.user._id)).toBe(true)
    const current = list.body.data.find((session: any) => session.current)
    expect(current._id).toBe(payloadOf(account.token).sid)
    expect(current).toMatchObject({ address: '127.0.0.1', device: expect.any(String), ended: null })
    expect(payloadOf(second).sid).not.toBe(current._id)
  })

  it('ends one session: its token is refused over REST and its socket is cut off', async () => {
    const { account, socket } = await signedInWithSocket()
    const other = server.client(await server.login(account.email, account.password))
    const ended = await other.request('DELETE', `/api/sessions/${payloadOf(account.token).sid}`)
    expect(ended).toMatchObject({ status: 200, body: { endReason: 'endedByUser', current: false } })
    await expectCutOff(account, socket, 'endedByUser')
    expect((await other.request('GET', '/api/teachers')).status).toBe(200)
    const gone = await other.request('GET', '/api/sessions')
    expect(gone.body.data).toHaveLength(1)
  })

  it('ends every session on a password change, this one included', async () => {
    const { account, socket } = await signedInWithSocket()
    const changed = await account.request('POST', '/api/changePassword', {
      oldPassword: account.password,
      newPassword: 'a-new-password-1'
    })
    expect(changed.status).toBe(201)
    server.secrets.add('a-new-password-1')
    await expectCutOff(account, socket, 'passwordChanged')
    await expect(server.login(account.email, account.password)).rejects.toThrow(/401/)
    await expect(server.login(account.email, 'a-new-password-1')).resolves.toEqual(expect.any(String))
  })

  it('ends every session when an administrator sets the password, freezes, demotes or deletes', async () => {
    for (const change of [{ password: 'set-by-admin-1' }, { status: 'frozen' }, { role: 'editor' }]) {
      const { account, socket } = await signedInWithSocket({ role: 'admin' })
      server.secrets.add('set-by-admin-1')
      expect((await server.request('PATCH', `/api/users/${account.user._id}`, change)).status).toBe(200)
      await expectCutOff(account, socket, 'password' in change ? 'passwordChanged' : 'accountChanged')
    }
    const { account, socket } = await signedInWithSocket()
    expect((await server.request('DELETE', `/api/users/${account.user._id}`)).status).toBe(200)
    await expectCutOff(account, socket, 'accountChanged')
  })

  it('keeps the sessions of an account whose name alone changes', async () => {
    const account = await server.signIn({ role: 'admin' })
    await server.request('PATCH', `/api/users/${account.user._id}`, { name: 'Renamed', role: 'admin' })
    expect((await account.request('GET', '/api/teachers')).status).toBe(200)
  })

  it('ends the session on logout (DELETE /api/authentication)', async () => {
    const account = await server.signIn()
    expect((await account.request('DELETE', '/api/authentication')).status).toBe(200)
    const after = await account.request('GET', '/api/teachers')
    expect(after).toMatchObject({
      status: 401,
      body: { data: { code: 'sessionEnded', reason: 'signedOut' } }
    })
  })

  it('lets an editor end only their own sessions (404 for another’s, 403 for all of an account)', async () => {
    const editor = await server.signIn()
    const other = await server.signIn()
    const sid = payloadOf(other.token).sid
    expect((await editor.request('DELETE', `/api/sessions/${sid}`)).status).toBe(404)
    expect((await editor.request('GET', `/api/sessions?account=${other.user._id}`)).status).toBe(403)
    expect((await editor.request('DELETE', `/api/sessions?account=${other.user._id}`)).status).toBe(403)
    expect((await editor.request('GET', '/api/sessions?nope=1')).status).toBe(400)
    expect((await other.request('GET', '/api/teachers')).status).toBe(200)
  })

  it('lets an administrator list and end anyone’s sessions, or all of an account', async () => {
    const editor = await server.signIn()
    await server.login(editor.email, editor.password)
    const list = await server.request('GET', `/api/sessions?account=${editor.user._id}`)
    expect(list.body.data).toHaveLength(2)
    const ended = await server.request('DELETE', `/api/sessions?account=${editor.user._id}`)
    expect(ended.status).toBe(200)
    expect(ended.body.map((session: any) => session.endReason)).toEqual(['endedByAdmin', 'endedByAdmin'])
    const refused = await editor.request('GET', '/api/teachers')
    expect(refused.body.data).toEqual({ code: 'sessionEnded', reason: 'endedByAdmin' })
    expect((await server.request('DELETE', '/api/sessions')).status).toBe(400)
  })
})

describe('short access tokens, renewed', () => {
  it('live ACCESS_TOKEN_MINUTES (15 by default)', () => {
    const { exp, iat } = payloadOf(server.admin.token)
    expect(exp - iat).toBe(15 * 60)
  })

  it('renews a token with the same session over REST and the socket', async () => {
    const account = await server.signIn()
    const renewed = await account.request('POST', '/api/sessions/renew', {})
    expect(renewed.status).toBe(201)
    expect(payloadOf(renewed.body.accessToken).sid).toBe(payloadOf(account.token).sid)
    expect((await server.client(renewed.body.accessToken).request('GET', '/api/teachers')).status).toBe(200)
    const socket = await server.socket(account.token)
    const overSocket = await socket.call('create', 'sessions/renew', {})
    expect(payloadOf(overSocket.body.accessToken).sid).toBe(payloadOf(account.token).sid)
    expect((await socket.authenticate(overSocket.body.accessToken)).status).toBe(201)
    expect((await server.client().request('POST', '/api/sessions/renew', {})).status).toBe(401)
  })

  it('refuses an expired token, which cannot be renewed either', async () => {
    const short = await startTestServer({ ACCESS_TOKEN_MINUTES: '0.05' })
    try {
      // A token of its own: the one the test server took at its start may be out of date already.
      const account = short.client(await short.login(short.admin.email, short.admin.password))
      expect((await account.request('GET', '/api/teachers')).status).toBe(200)
      await sleep(3100)
      const expired = await account.request('GET', '/api/teachers')
      expect(expired).toMatchObject({ status: 401, body: { data: { code: 'sessionExpired' } } })
      expect((await account.request('POST', '/api/sessions/renew', {})).status).toBe(401)
    } finally {
      await short.stop()
    }
  })

  it('refuses a token without a session', async () => {
    const token = await server.app
      .service('authentication')
      .createAccessToken({}, { subject: server.admin.user._id })
    const answer = await server.client(token).request('GET', '/api/teachers')
    expect(answer).toMatchObject({ status: 401, body: { data: { code: 'sessionExpired' } } })
  })
})

describe('the security log (/api/securityEvents)', () => {
  it('records sign-ins, failures, locks, ended sessions and password changes', async () => {
    const account = await server.signIn()
    await server.client().request('POST', '/api/authentication', {
      strategy: 'local',
      email: account.email,
      password: 'wrong-password'
    })
    await account.request('DELETE', '/api/authentication')
    const events = await server.request('GET', `/api/securityEvents?account=${account.user._id}&$limit=50`)
    expect(events.status).toBe(200)
    expect(events.body.data.map((event: any) => event.kind).sort()).toEqual(['sessionEnded', 'signIn'])
    expect(events.body.data[0]).toMatchObject({
      kind: 'sessionEnded',
      reason: 'signedOut',
      address: '127.0.0.1',
      userAgent: expect.any(String)
    })
    const failed = await server.request('GET', '/api/securityEvents?kind=signInFailed')
    expect(failed.body.data[0]).toMatchObject({ email: account.email, account: null, reason: 'invalidLogin' })
    expect(failed.body.total).toBeGreaterThan(0)
    const changed = await server.request('GET', '/api/securityEvents?kind=passwordChanged&$limit=1&$skip=0')
    expect(changed.body).toMatchObject({ limit: 1, skip: 0, total: expect.any(Number) })
  })

  it('records a lock (429) with the email tried', async () => {
    const locked = await startTestServer({ LOGIN_MAX_FAILURES: '2' })
    try {
      const account = await locked.createUser()
      for (let i = 0; i < 3; i++)
        await locked.client().request('POST', '/api/authentication', {
          strategy: 'local',
          email: account.email,
          password: 'wrong-password'
        })
      const events = await locked.request('GET', '/api/securityEvents?kind=locked')
      expect(events.body.data[0]).toMatchObject({ email: account.email, reason: 'tooManyAttempts' })
    } finally {
      await locked.stop()
    }
  })

  it('filters by time and refuses bad filters with 400', async () => {
    const future = new Date(Date.now() + 60_000).toISOString()
    const none = await server.request('GET', `/api/securityEvents?at[$gte]=${future}`)
    expect(none.body).toMatchObject({ total: 0, data: [] })
    expect((await server.request('GET', '/api/securityEvents?kind=nope')).status).toBe(400)
    expect((await server.request('GET', '/api/securityEvents?at[$gte]=soon')).status).toBe(400)
  })

  it('is refused to editors (403) and to callers without a token (401)', async () => {
    const editor = await server.signIn()
    expect((await editor.request('GET', '/api/securityEvents')).status).toBe(403)
    const socket = await server.socket(editor.token)
    expect((await socket.call('find', 'securityEvents', {})).status).toBe(403)
    expect((await server.client().request('GET', '/api/securityEvents')).status).toBe(401)
    expect((await server.request('POST', '/api/securityEvents', {})).status).toBe(405)
  })
})

describe('idle sessions', () => {
  it('end when idle longer than SESSION_IDLE_DAYS', async () => {
    const idle = await startTestServer({ SESSION_IDLE_DAYS: '2' })
    try {
      const account = await idle.signIn()
      const sid = payloadOf(account.token).sid
      const ended = await idle.app.service('sessions')._endIdle(Date.now() + 3 * 86_400_000)
      expect(ended.map((session: any) => session._id)).toContain(sid)
      expect((await account.request('GET', '/api/teachers')).body.data).toEqual({ code: 'sessionExpired' })
    } finally {
      await idle.stop()
    }
  })
})

describe('with REDIS_URL, an end reaches every process', () => {
  it('cuts off a socket of another process within a second', async () => {
    const db = await createTestDatabase({ migrated: true })
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${crypto.randomUUID()}:` }
    const first = await startTestServer({ ...env, ADMIN_PASSWORD: 'first-admin-password' }, { db })
    const second = await startTestServer({ ...env, ADMIN_PASSWORD: 'first-admin-password' }, { db })
    try {
      const account = await first.signIn()
      const socket = await second.socket(account.token)
      expect((await socket.call('find', 'teachers', {})).status).toBe(200)
      // The second process reads the session now, so that only the event can tell it of the end.
      expect((await second.client(account.token).request('GET', '/api/teachers')).status).toBe(200)
      expect((await first.request('DELETE', `/api/sessions?account=${account.user._id}`)).status).toBe(200)
      const started = Date.now()
      let call = await socket.call('find', 'teachers', {})
      while (call.status !== 401 && Date.now() - started < 1000) {
        await sleep(50)
        call = await socket.call('find', 'teachers', {})
      }
      expect(call.status).toBe(401)
      expect((await second.client(account.token).request('GET', '/api/teachers')).status).toBe(401)
    } finally {
      await second.stop({ keepDatabase: true })
      await first.stop()
    }
  })
})
