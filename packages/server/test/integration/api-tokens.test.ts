import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_TOKENS_TABLE } from '../../src/db/schema/security-tables'
import { startTestServer, type TestServer } from '../support/test-server'

/**
 * API tokens (issue "Integrations", point 1) on SQLite and PostgreSQL: made by administrators, the
 * secret shown once and kept as a hash, permission-checked as a person of their role, limited to
 * their collections and methods, rate-limited, revoked at once, logged under their name.
 */
let server: TestServer
const RATE_LIMIT = 40

beforeAll(async () => {
  server = await startTestServer({ API_TOKEN_RATE_LIMIT: String(RATE_LIMIT) })
})
afterAll(() => server?.stop())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

const makeToken = async (data: Record<string, unknown> = {}) => {
  const answer = await server.request('POST', '/api/apiTokens', {
    name: 'Mailer',
    role: 'reader',
    expires: inDays(30),
    ...data
  })
  expect(answer.status).toBe(201)
  return answer.body as { _id: string; secret: string; name: string }
}

describe('making and listing tokens', () => {
  it('answers the secret once, keeps only its hash, and lists tokens without it', async () => {
    const token = await makeToken({ name: '電郵服務' })
    expect(token.secret).toMatch(/^ta_[A-Za-z0-9_-]{40,}$/)
    const stored = await server.app.get('knex')(API_TOKENS_TABLE).where('_id', token._id).first()
    expect(JSON.stringify(stored)).not.toContain(token.secret)
    expect(stored.hash).toHaveLength(43)
    const list = await server.request('GET', '/api/apiTokens')
    const listed = list.body.data.find((entry: { _id: string }) => entry._id === token._id)
    expect(listed).toMatchObject({ name: '電郵服務', role: 'reader', lastUsed: null, revoked: null })
    expect(listed.hint).toBe(token.secret.slice(0, 7))
    expect(JSON.stringify(list.body)).not.toContain(token.secret)
    expect(listed).not.toHaveProperty('hash')
    expect(listed).not.toHaveProperty('secret')
  })

  it('refuses bad input with a message per field (400)', async () => {
    const answer = await server.request('POST', '/api/apiTokens', {
      name: '',
      role: 'admin',
      methods: ['find', 'drop'],
      collections: ['users'],
      expires: '2001-01-01T00:00:00Z',
      extra: 1
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['collections', 'expires', 'extra', 'methods', 'name', 'role'].sort()
    )
    const far = await server.request('POST', '/api/apiTokens', {
      name: 'x',
      role: 'editor',
      expires: inDays(1000)
    })
    expect(far.status).toBe(400)
    expect(far.body.errors.expires).toMatch(/within/)
    expect((await server.request('POST', '/api/apiTokens', 'not json')).status).toBe(400)
  })

  it('is for administrators only', async () => {
    const editor = await server.signIn({ role: 'editor' })
    expect((await editor.request('GET', '/api/apiTokens')).status).toBe(403)
    expect(
      (await editor.request('POST', '/api/apiTokens', { name: 'x', role: 'editor', expires: inDays(1) }))
        .status
    ).toBe(403)
  })
})

describe('requests with a token', () => {
  it('reads what its role may and gets 403 elsewhere', async () => {
    const reader = server.client((await makeToken({ role: 'reader' })).secret)
    expect((await reader.request('GET', '/api/teachers')).status).toBe(200)
    expect((await reader.request('GET', '/api/appUsers')).status).toBe(200)
    expect((await reader.request('GET', '/api/schemas')).status).toBe(200)
    const write = await reader.request('POST', '/api/teachers', { name: 'No' })
    expect(write.status).toBe(403)
    expect((await reader.request('GET', '/api/export/teachers?format=csv')).status).toBe(200)
    const editor = server.client((await makeToken({ role: 'editor' })).secret)
    expect((await editor.request('POST', '/api/teachers', { name: 'Yes' })).status).toBe(201)
    // Editors only read app users (R-ROLE-12): so does an editor's token.
    const [appUser] = (await server.request('POST', '/api/appUsers', [{ email: 'a@b.co' }])).body
    expect((await editor.request('PATCH', `/api/appUsers/${appUser._id}`, { email: 'c@d.co' })).status).toBe(
      403
    )
  })

  it('cannot call the accounts, sessions or tokens services, nor sign in to the console', async () => {
    const { secret } = await makeToken({ role: 'editor' })
    const token = server.client(secret)
    const adminId = server.admin.user._id
    for (const [method, path, body] of [
      ['GET', '/api/users'],
      ['GET', `/api/users/${adminId}`],
      ['POST', '/api/users', { email: 'x@y.zz', password: 'long enough 1' }],
      ['PATCH', `/api/users/${adminId}`, { role: 'editor' }],
      ['DELETE', `/api/users/${adminId}`],
      ['GET', '/api/apiTokens'],
      ['POST', '/api/apiTokens', { name: 'more', role: 'editor', expires: inDays(1) }],
      ['GET', '/api/sessions'],
      ['GET', '/api/securityEvents'],
      ['POST', '/api/changePassword', { oldPassword: 'a', newPassword: 'bbbbbbbbbb' }]
    ] as Array<[string, string, unknown?]>) {
      const answer = await token.request(method, path, body)
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { data: { code: 'tokenNotAllowed' } }
      })
    }
    expect((await server.request('GET', `/api/users/${adminId}`)).body.role).toBe('admin')
    const signIn = await server
      .client()
      .request('POST', '/api/authentication', { strategy: 'apiToken', token: secret })
    expect(signIn.status).toBe(401)
    const asJwt = await server
      .client()
      .request('POST', '/api/authentication', { strategy: 'jwt', accessToken: secret })
    expect(asJwt.status).toBe(401)
    expect((await token.request('POST', '/api/session-cookie')).status).toBe(401)
    const socket = await server.socket()
    expect((await socket.authenticate(secret)).status).toBe(401)
    socket.close()
  })

  it('keeps to its collections and methods', async () => {
    const token = server.client(
      (await makeToken({ role: 'editor', collections: ['teachers'], methods: ['find', 'create'] })).secret
    )
    expect((await token.request('GET', '/api/teachers')).status).toBe(200)
    const made = await token.request('POST', '/api/teachers', { name: 'Listed' })
    expect(made.status).toBe(201)
    expect((await token.request('GET', `/api/teachers/${made.body._id}`)).body.data.code).toBe(
      'tokenNotAllowed'
    )
    expect((await token.request('PATCH', `/api/teachers/${made.body._id}`, { name: 'x' })).status).toBe(403)
    expect((await token.request('GET', '/api/news')).body.data.code).toBe('tokenNotAllowed')
    expect((await token.request('GET', '/api/export/news?format=csv')).status).toBe(403)
  })

  it('writes in the journal and the security log under its name', async () => {
    const made = await makeToken({ name: 'Importer', role: 'editor' })
    const token = server.client(made.secret)
    const created = await token.request('POST', '/api/teachers', { name: 'From a machine' })
    expect(created.body.modifiedBy).toBe(`token:${made._id}`)
    const changes = await server.request('GET', `/api/changes?recordId=${created.body._id}`)
    expect(changes.body.data[0]).toMatchObject({ user: `token:${made._id}`, via: 'api' })
    const log = await server.request('GET', `/api/securityEvents?account=token:${made._id}`)
    expect(log.body.data.map((event: { kind: string }) => event.kind).sort()).toEqual([
      'tokenCreated',
      'tokenUsed'
    ])
    expect(log.body.data[0].reason).toBe('Importer')
    const listed = (await server.request('GET', '/api/apiTokens')).body.data.find(
      (entry: { _id: string }) => entry._id === made._id
    )
    expect(Date.parse(listed.lastUsed)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('is refused once revoked, and once expired', async () => {
    const made = await makeToken()
    const token = server.client(made.secret)
    expect((await token.request('GET', '/api/teachers')).status).toBe(200)
    const revoked = await server.request('DELETE', `/api/apiTokens/${made._id}`)
    expect(revoked.status).toBe(200)
    expect(Date.parse(revoked.body.revoked)).toBeGreaterThan(0)
    expect(await token.request('GET', '/api/teachers')).toMatchObject({
      status: 401,
      body: { data: { code: 'apiTokenRefused', reason: 'revoked' } }
    })
    expect((await server.request('DELETE', `/api/apiTokens/${made._id}`)).status).toBe(200)
    const kinds = (
      await server.request('GET', `/api/securityEvents?account=token:${made._id}`)
    ).body.data.map((event: { kind: string }) => event.kind)
    expect(kinds).toEqual(expect.arrayContaining(['tokenRevoked', 'tokenRefused']))
    const old = await makeToken()
    await server.app
      .get('knex')(API_TOKENS_TABLE)
      .where('_id', old._id)
      .update({ expires: '2020-01-01T00:00:00.000Z' })
    expect((await server.client(old.secret).request('GET', '/api/teachers')).body.data).toMatchObject({
      code: 'apiTokenRefused',
      reason: 'expired'
    })
    const unknown = await server.client(`ta_${'x'.repeat(43)}`).request('GET', '/api/teachers')
    expect(unknown).toMatchObject({
      status: 401,
      body: { data: { code: 'apiTokenRefused', reason: 'unknown' } }
    })
  })

  it('is rate-limited per token: 429 with Retry-After, other tokens unaffected', async () => {
    const busy = await makeToken()
    const statuses: number[] = []
    let refused: Response | undefined
    for (let i = 0; i <= RATE_LIMIT && !refused; i++) {
      const response = await fetch(`${server.url}/api/schemas`, {
        headers: { authorization: `Bearer ${busy.secret}` }
      })
      statuses.push(response.status)
      if (response.status === 429) refused = response
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT)
    expect(refused?.status).toBe(429)
    const retryAfter = Number(refused?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused?.json()).toMatchObject({ data: { code: 'tooManyRequests', retryAfter } })
    const other = await makeToken()
    expect((await server.client(other.secret).request('GET', '/api/schemas')).status).toBe(200)
  })
})
