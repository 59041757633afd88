import crypto from 'node:crypto'
import net from 'node:net'
import { gzipSync } from 'node:zlib'
import { ACCEPTED_PATTERNS } from '@tutor-admin/shared/query/regex-samples'
import { RE2JS } from 're2js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { readConfig } from '../../src/config'
import { createTestDatabase } from '../support/test-database'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const count = async () => (await server.request('GET', '/api/teachers?$limit=0')).body.total as number
const health = async () => (await fetch(`${server.url}/api/health`)).status

/** Texts the regex samples are matched against on both engines. */
const TEXTS = [
  'a'.repeat(30) + '!',
  '陳大文',
  '555-1234',
  'line one\nline two',
  'x]y}z',
  'ab cd e',
  '[x]',
  '.*+?(){}|^$\\',
  'xxxxx',
  '😀😁 emoji',
  'Under_score-9'
]

beforeAll(async () => {
  // Every log line is kept, so that the secrets check reads what a debug log would hold.
  server = await startTestServer({ LOG_LEVEL: 'debug' })
  const created = await server.request(
    'POST',
    '/api/teachers',
    TEXTS.map((name) => ({ name }))
  )
  expect(created.status).toBe(201)
})
afterAll(() => server?.stop())

describe('$regex runs in linear time with one syntax on both engines (issue: ReDoS, C11)', () => {
  it('answers a catastrophic pattern against a long run of "a" at once, health meanwhile', async () => {
    const [answer, status] = await Promise.all([
      server.request('GET', `/api/teachers?name[$regex]=${encodeURIComponent('^(a+)+$')}`),
      health()
    ])
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(0)
    expect(status).toBe(200)
  })

  it.each(['\\d{999999}', '\\p{L}', '(?<n>a)', '(a)\\1', '(?=a)', 'a'.repeat(300)])(
    'refuses %s with 400 naming the field',
    async (pattern) => {
      const answer = await server.request('GET', `/api/teachers?name[$regex]=${encodeURIComponent(pattern)}`)
      expect(answer.status).toBe(400)
      expect(answer.body.errors['name.$regex']).toMatch(/regular expression|at most/)
    }
  )

  it('matches every accepted pattern as RE2 does (the same rows on SQLite and PostgreSQL)', async () => {
    for (const pattern of ACCEPTED_PATTERNS)
      for (const insensitive of [false, true]) {
        const flags = RE2JS.DOTALL | (insensitive ? RE2JS.CASE_INSENSITIVE : 0)
        const expected = TEXTS.filter((text) => RE2JS.compile(pattern, flags).test(text)).sort()
        const query = `name[$regex]=${encodeURIComponent(pattern)}${insensitive ? '&name[$options]=i' : ''}`
        const answer = await server.request('GET', `/api/teachers?${query}&$limit=100`)
        expect(answer.status, pattern).toBe(200)
        expect(answer.body.data.map((row: { name: string }) => row.name).sort(), pattern).toEqual(expected)
      }
  })
})

describe('texts no database can keep are refused with 400 before any database (issue: NUL, surrogates)', () => {
  it('refuses a NUL in a query value, naming the field', async () => {
    const answer = await server.request('GET', '/api/teachers?name=%00')
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ name: 'holds a NUL character' })
  })

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', '\ud800']
  ])('refuses %s in a body over REST and the socket, writing nothing', async (_title, name) => {
    const before = await count()
    const rest = await server.request('POST', '/api/teachers', { name })
    expect(rest.status).toBe(400)
    expect(Object.keys(rest.body.errors)).toEqual(['name'])
    const socket = await server.socket(server.admin.token)
    const overSocket = await socket.call('create', 'teachers', { name, intro: [{ lang: 'en', value: name }] })
    socket.close()
    expect(overSocket.status).toBe(400)
    expect(Object.keys(overSocket.body.errors).sort()).toEqual(['intro.0.value', 'name'])
    expect(await count()).toBe(before)
  })

  it('refuses them in ids, patches, sign-in and batch finds', async () => {
    const socket = await server.socket(server.admin.token)
    const badId = await socket.call('get', 'teachers', 'a\u0000', {})
    socket.close()
    expect(badId.body.errors).toEqual({ id: 'holds a NUL character' })
    const [first] = (await server.request('GET', '/api/teachers?$limit=1')).body.data
    const patch = await server.request('PATCH', `/api/teachers/${first._id}`, { keywords: ['ok', 'x\u0000'] })
    expect(patch.body.errors).toEqual({ 'keywords.1': 'holds a NUL character' })
    const signIn = await server
      .client()
      .request('POST', '/api/authentication', { strategy: 'local', email: 'a\u0000@x.hk', password: 'x' })
    expect(signIn.status).toBe(400)
    const batch = await server.request('POST', '/api/batch', {
      finds: [{ service: 'teachers', query: { name: '\udfff' } }]
    })
    expect(batch.status).toBeLessThan(500)
  })
})

describe('paths, ids and bodies that used to answer 500', () => {
  it.each([
    '/api/__proto__',
    '/api/constructor',
    '/api/toString',
    '/api/teachers/__proto__',
    '/api/hasOwnProperty/x'
  ])('%s answers 404', async (path) => {
    const answer = await server.request('GET', path)
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({ name: 'NotFound', code: 404 })
  })

  it('answers NotFound for a prototype-named service over the socket, and 400 for an id that is no id', async () => {
    const socket = await server.socket(server.admin.token)
    const before = await count()
    expect((await socket.call('find', '__proto__', {})).status).toBe(404)
    expect((await socket.call('find', { path: 'teachers' } as unknown as string, {})).status).toBe(404)
    expect((await socket.call('remove', 'teachers', [{ $ne: null }], {})).status).toBe(400)
    expect((await socket.call('get', 'teachers', { _id: 'x' }, {})).status).toBe(400)
    expect((await socket.call('patch', 'teachers', 'x'.repeat(65), { name: 'x' }, {})).status).toBe(400)
    socket.close()
    expect(await count()).toBe(before)
  })

  it('answers 400 for a gzip body that is not gzip, and reads one that is', async () => {
    const headers = { 'content-type': 'application/json', 'content-encoding': 'gzip' }
    const garbage = await fetch(`${server.url}/api/teachers`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${server.admin.token}` },
      body: 'not gzip at all'
    })
    expect(garbage.status).toBe(400)
    const zipped = await fetch(`${server.url}/api/teachers`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${server.admin.token}` },
      body: gzipSync(JSON.stringify({ name: '壓縮' }))
    })
    expect(zipped.status).toBe(201)
  })
})

/** An HS256 token signed with the server's own secret. */
const signToken = (header: object, payload: object) => {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url')
  const body = `${encode(header)}.${encode(payload)}`
  const secret = server.app.get('authentication').secret as string
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`
}

describe('access tokens must expire and be of the access type (issue: tokens)', () => {
  // The session of the admin's own sign-in: a token names the session it belongs to.
  const sessionId = () =>
    JSON.parse(Buffer.from(server.admin.token.split('.')[1], 'base64url').toString()).sid as string
  const claims = () => ({
    sub: server.admin.user._id,
    sid: sessionId(),
    aud: 'tutor-admin',
    iss: 'tutor-admin',
    iat: Math.floor(Date.now() / 1000)
  })
  const exp = () => Math.floor(Date.now() / 1000) + 3600

  it('accepts a well-formed token (the test signs as the server does)', async () => {
    const token = signToken({ alg: 'HS256', typ: 'access' }, { ...claims(), exp: exp() })
    expect((await server.client(token).request('GET', '/api/teachers?$limit=0')).status).toBe(200)
  })

  it.each([
    ['without exp', { alg: 'HS256', typ: 'access' }, {}],
    ['of the refresh type', { alg: 'HS256', typ: 'refresh' }, { exp: 0 }],
    ['without a type', { alg: 'HS256' }, { exp: 0 }]
  ])('refuses a token %s with 401, over REST and the socket', async (_title, header, extra) => {
    const payload = { ...claims(), ...('exp' in extra ? { exp: exp() } : {}) }
    const token = signToken(header, payload)
    expect((await server.client(token).request('GET', '/api/teachers?$limit=0')).status).toBe(401)
    const socket = await server.socket()
    expect((await socket.authenticate(token)).status).toBe(401)
    socket.close()
  })
})

describe('logs never carry tokens (issue: secrets in logs)', () => {
  it('logs a malformed chunked request without its Authorization header', async () => {
    const token = server.admin.token
    await new Promise<void>((resolve) => {
      const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1', () =>
        socket.end(
          'POST /api/teachers HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            `Authorization: Bearer ${token}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`
        )
      )
      socket.on('data', () => undefined)
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
    })
    expect(await health()).toBe(200)
    const logLines = server.transcript.filter((line) => line.startsWith('{"level"'))
    const parserErrors = logLines.filter((line) => line.includes('HPE_INVALID_CHUNK_SIZE'))
    expect(parserErrors).toHaveLength(1)
    expect(parserErrors[0]).toContain('"level":20')
    expect(parserErrors[0]).not.toContain('"rawPacket":{')
    expect(logLines.join('\n')).not.toContain(token)
  })
})

describe('start-up on a shared empty database (issue: concurrent starts)', () => {
  it('brings up three servers started at once on one empty database', async () => {
    const db = await createTestDatabase()
    const config = readConfig({
      NODE_ENV: 'test',
      DATA_DIR: db.dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'pw-concurrent-start',
      AUTH_SECRET: 'shared-secret-of-the-test',
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {})
    })
    const quiet = { write: () => undefined }
    const started = await Promise.allSettled(
      [1, 2, 3].map(() => createApp(config, { print: () => undefined, logDestination: quiet }))
    )
    try {
      const failures = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : []
      )
      expect(failures).toEqual([])
      const [first] = started as PromiseFulfilledResult<Awaited<ReturnType<typeof createApp>>>[]
      const admins = await first.value.get('knex')('users').count({ total: '*' })
      expect(Number(admins[0].total)).toBe(1)
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.teardown()
      await db.drop()
    }
  })
})
