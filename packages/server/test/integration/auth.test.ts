import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECRET_FILE } from '../../src/auth/auth-secret'
import { createTestDatabase } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const login = (body: unknown) => server.client().request('POST', '/api/authentication', body)

describe('sign-in with email and password (R-AUTH-01, C7)', () => {
  it('answers 201 with a token, its payload and the user without a password', async () => {
    const answer = await login({
      strategy: 'local',
      email: server.admin.email,
      password: server.admin.password
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      accessToken: expect.any(String),
      authentication: { strategy: 'local', payload: { sub: server.admin.user._id, aud: 'tutor-admin' } },
      user: {
        _id: expect.any(String),
        name: 'Admin',
        email: 'admin@test.local',
        role: 'admin',
        status: 'active'
      }
    })
    expect(answer.body.user).not.toHaveProperty('password')
    const { exp, iat } = answer.body.authentication.payload
    expect(exp - iat).toBe(15 * 60)
  })

  it('takes the email in any case and with spaces around it', async () => {
    const answer = await login({
      strategy: 'local',
      email: '  ADMIN@Test.Local ',
      password: server.admin.password
    })
    expect(answer.status).toBe(201)
  })

  it('gives the same 401 for an unknown email and a wrong password (R-AUTH-02)', async () => {
    const unknown = await login({ strategy: 'local', email: 'nobody@test.local', password: 'whatever-123' })
    const wrong = await login({ strategy: 'local', email: server.admin.email, password: 'whatever-123' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.body).toMatchObject({
      name: 'NotAuthenticated',
      message: 'Invalid email or password',
      code: 401
    })
  })

  it('answers 401, never 500, to malformed sign-ins', async () => {
    const bodies = [
      { strategy: 'local', email: { $ne: null }, password: server.admin.password },
      { strategy: 'local', email: server.admin.email, password: { $ne: null } },
      { strategy: 'local', email: server.admin.email, password: 12345678 },
      { strategy: 'local', email: server.admin.email },
      { strategy: 'local' },
      { strategy: 'local', email: 'x'.repeat(5000), password: 'y'.repeat(5000) },
      { strategy: 'nope', email: server.admin.email, password: server.admin.password },
      { email: server.admin.email, password: server.admin.password }
    ]
    for (const body of bodies) {
      const answer = await login(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(401)
    }
  })

  it('answers 403 for a frozen account with the right password, 401 with a wrong one (R-AUTH-03)', async () => {
    const account = await server.createUser({ status: 'frozen', role: 'admin' })
    const right = await login({ strategy: 'local', email: account.email, password: account.password })
    expect(right.status).toBe(403)
    expect(right.body).toMatchObject({ name: 'Forbidden', code: 403 })
    const wrong = await login({ strategy: 'local', email: account.email, password: 'not-the-password' })
    expect(wrong.status).toBe(401)
  })
})

describe('access tokens (C7, C18)', () => {
  it('re-authenticates with the token and reads the user again', async () => {
    const account = await server.signIn({ name: 'Before' })
    await server.request('PATCH', `/api/users/${account.user._id}`, { name: 'After' })
    const answer = await server
      .client()
      .request('POST', '/api/authentication', { strategy: 'jwt', accessToken: account.token })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ accessToken: account.token, user: { name: 'After' } })
  })

  it('logs out with DELETE /api/authentication', async () => {
    const account = await server.signIn()
    const answer = await account.request('DELETE', '/api/authentication')
    expect(answer.status).toBe(200)
    expect(answer.body.user).toMatchObject({ _id: account.user._id })
    expect((await server.client().request('DELETE', '/api/authentication')).status).toBe(401)
  })

  it('stops a token for good when its account is frozen or deleted (R-AUTH-03)', async () => {
    const frozen = await server.signIn()
    expect((await frozen.request('GET', '/api/teachers')).status).toBe(200)
    await server.request('PATCH', `/api/users/${frozen.user._id}`, { status: 'frozen' })
    expect((await frozen.request('GET', '/api/teachers')).status).toBe(401)
    const jwt = await server
      .client()
      .request('POST', '/api/authentication', { strategy: 'jwt', accessToken: frozen.token })
    expect(jwt.status).toBe(401)
    // Its sessions ended with the freeze: unfreezing does not bring them back.
    await server.request('PATCH', `/api/users/${frozen.user._id}`, { status: 'active' })
    expect((await frozen.request('GET', '/api/teachers')).status).toBe(401)

    const deleted = await server.signIn()
    await server.request('DELETE', `/api/users/${deleted.user._id}`)
    expect((await deleted.request('GET', '/api/teachers')).status).toBe(401)
  })

  it('refuses tokens signed with another secret or expired', async () => {
    const auth = server.app.service('authentication')
    const forged = await auth.createAccessToken({}, { subject: server.admin.user._id }, 'y'.repeat(48))
    const expired = await auth.createAccessToken({}, { subject: server.admin.user._id, expiresIn: -1 })
    const otherAudience = await auth.createAccessToken(
      {},
      { subject: server.admin.user._id, audience: 'other' }
    )
    for (const token of [forged, expired, otherAudience])
      expect((await server.client(token).request('GET', '/api/teachers')).status).toBe(401)
  })

  it('sets modifiedBy to the signed-in user on every write (R-SCH-08)', async () => {
    const editor = await server.signIn({ role: 'editor' })
    const created = await editor.request('POST', '/api/teachers', {
      name: 'Audit',
      modifiedBy: 'someone-else'
    })
    expect(created.body.modifiedBy).toBe(editor.user._id)
    const patched = await server.request('PATCH', `/api/teachers/${created.body._id}`, { name: 'Audit 2' })
    expect(patched.body.modifiedBy).toBe(server.admin.user._id)
    const socket = await server.socket(editor.token)
    const updated = await socket.call('update', 'teachers', created.body._id, { name: 'Audit 3' }, {})
    expect(updated.body.modifiedBy).toBe(editor.user._id)
  })
})

describe('first administrator and the token secret (C4, C7)', () => {
  it('creates the first admin from the environment, with a random password printed once', async () => {
    const db = await createTestDatabase({ migrated: true })
    const env = { ADMIN_EMAIL: 'Boss@Example.COM', ADMIN_PASSWORD: '', ADMIN_NAME: '陳大文' }
    const first = await startTestServer(env, { db })
    try {
      expect(first.printed).toHaveLength(1)
      const password = /Password: (\S+)/.exec(first.printed[0])?.[1] ?? ''
      expect(password.length).toBeGreaterThanOrEqual(16)
      first.secrets.add(password)
      const token = await first.login('boss@example.com', password)
      const me = await first.client(token).request('GET', '/api/users?$limit=5')
      expect(me.body.data).toEqual([
        expect.objectContaining({ email: 'boss@example.com', name: '陳大文', role: 'admin' })
      ])
      // The printed password is the one secret the server may show, and only there.
      expect(first.transcript.join('\n')).not.toContain(password)
    } finally {
      await first.stop({ keepDatabase: true })
    }
    const again = await startTestServer(env, { db })
    try {
      expect(again.printed).toHaveLength(0)
      expect((await again.app.service('users')._find({ sort: [], limit: 10, skip: 0 })).total).toBe(1)
    } finally {
      await again.stop()
    }
  })

  it('keeps a generated secret in DATA_DIR so that tokens survive a restart', async () => {
    const db = await createTestDatabase({ migrated: true })
    const first = await startTestServer({}, { db })
    const token = first.token
    await first.stop({ keepDatabase: true })
    const secretFile = path.join(db.dataDir, SECRET_FILE)
    expect(fs.readFileSync(secretFile, 'utf8').length).toBeGreaterThanOrEqual(48)
    expect(fs.statSync(secretFile).mode & 0o077).toBe(0)
    const second = await startTestServer({ ADMIN_PASSWORD: first.admin.password }, { db })
    try {
      expect((await second.client(token).request('GET', '/api/teachers')).status).toBe(200)
    } finally {
      await second.stop()
    }
  })

  it('signs with AUTH_SECRET when it is set', async () => {
    const secret = 'z'.repeat(40)
    const withSecret = await startTestServer({ AUTH_SECRET: secret })
    try {
      const auth = withSecret.app.service('authentication')
      const { sid } = await auth.verifyAccessToken(withSecret.admin.token, undefined, secret)
      const token = await auth.createAccessToken({ sid }, { subject: withSecret.admin.user._id }, secret)
      expect((await withSecret.client(token).request('GET', '/api/teachers')).status).toBe(200)
      expect(fs.existsSync(path.join(withSecret.db.dataDir, SECRET_FILE))).toBe(false)
    } finally {
      await withSecret.stop()
    }
  })
})

describe('no password in any answer, event or log (R-AUTH-19)', () => {
  it('finds neither a plain password nor a hash in what this suite received', async () => {
    expect(server.secrets.size).toBeGreaterThan(3)
    expect(server.transcript.length).toBeGreaterThan(20)
    expect(await server.leakedSecrets()).toEqual([])
  })
})
