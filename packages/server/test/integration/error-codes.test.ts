import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

/**
 * Errors a person can meet in the console carry a stable `data.code` (and the field or limit they
 * are about) beside the English message kept for API users (R-ERR-08, C21): the console says them
 * in its own language.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_MB: '1', LOGIN_MAX_FAILURES: '3' })
})
afterAll(() => server?.stop())

const login = (email: string, password: string) =>
  server.client().request('POST', '/api/authentication', { strategy: 'local', email, password })

const form = (name: string, content: BlobPart, type = 'text/csv') => {
  const body = new FormData()
  body.set('file', new Blob([content], { type }), name)
  body.set('dryRun', 'true')
  return body
}

const post = async (path: string, body: FormData) => {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
    body
  })
  return { status: response.status, body: await response.json() }
}

describe('sign-in errors (R-AUTH-02, R-AUTH-03)', () => {
  it('a wrong password is invalidLogin, over REST and over the socket, the English message kept', async () => {
    const rest = await login(server.admin.email, 'not-the-password')
    expect(rest).toMatchObject({
      status: 401,
      body: { name: 'NotAuthenticated', message: 'Invalid email or password', data: { code: 'invalidLogin' } }
    })
    const socket = await server.socket()
    const answer = await socket.call('create', 'authentication', {
      strategy: 'local',
      email: server.admin.email,
      password: 'not-the-password'
    })
    expect(answer).toMatchObject({ status: 401, body: { data: { code: 'invalidLogin' } } })
    socket.close()
  })

  it('too many failures is tooManyAttempts with the seconds to wait', async () => {
    const account = await server.createUser()
    for (let attempt = 0; attempt < 3; attempt++) await login(account.email, 'wrong-password-1')
    const refused = await login(account.email, account.password)
    expect(refused.status).toBe(429)
    expect(refused.body.data).toMatchObject({ code: 'tooManyAttempts', retryAfter: expect.any(Number) })
  })

  it('a frozen account is accountFrozen at sign-in (403); its token’s session ended (401)', async () => {
    const account = await server.signIn()
    await server.request('PATCH', `/api/users/${account.user._id}`, { status: 'frozen' })
    const refused = await login(account.email, account.password)
    expect(refused).toMatchObject({
      status: 403,
      body: { name: 'Forbidden', data: { code: 'accountFrozen' } }
    })
    const call = await account.request('GET', '/api/teachers')
    expect(call).toMatchObject({
      status: 401,
      body: { data: { code: 'sessionEnded', reason: 'accountChanged' } }
    })
  })

  it('a removed account’s session ended, an expired token is sessionExpired', async () => {
    const account = await server.signIn()
    await server.request('DELETE', `/api/users/${account.user._id}`)
    expect((await account.request('GET', '/api/teachers')).body.data).toEqual({
      code: 'sessionEnded',
      reason: 'accountChanged'
    })
    const expired = await server.app
      .service('authentication')
      .createAccessToken({ sub: server.admin.user._id }, { expiresIn: -10 })
    const answer = await server.client(expired).request('GET', '/api/teachers')
    expect(answer).toMatchObject({ status: 401, body: { data: { code: 'sessionExpired' } } })
  })
})

describe('errors of records (R-ED-08)', () => {
  it('a 400 names per field the code and limit of its problem, besides the English message', async () => {
    const answer = await server.request('POST', '/api/users', {
      email: 'short@test.local',
      password: 'short',
      role: 'nobody'
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.password).toBe('must have at least 8 characters')
    expect(answer.body.data).toEqual({
      code: 'invalidData',
      fields: { password: { code: 'minLength', min: 8 }, role: { code: 'enum' } }
    })
  })

  it('a reference to no record is missingRef', async () => {
    const answer = await server.request('POST', '/api/lessonJoins', {
      lesson: 'no-such-lesson',
      appUser: 'x'
    })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toMatchObject({ lesson: { code: 'missingRef' } })
  })

  it('a value another record has is a 409 duplicate naming the field', async () => {
    const answer = await server.request('POST', '/api/users', {
      email: server.admin.email,
      password: 'long-enough-1'
    })
    expect(answer).toMatchObject({
      status: 409,
      body: {
        name: 'Conflict',
        message: 'email is already in use',
        errors: { email: 'is already in use' },
        data: { code: 'duplicate', field: 'email', fields: { email: { code: 'duplicate' } } }
      }
    })
  })

  it('a wrong current password is wrongPassword; an own account is ownAccount', async () => {
    const wrong = await server.request('POST', '/api/changePassword', {
      oldPassword: 'not-it-at-all',
      newPassword: 'a-new-password'
    })
    expect(wrong).toMatchObject({
      status: 400,
      body: { data: { code: 'wrongPassword', field: 'oldPassword' } }
    })
    const own = await server.request('DELETE', `/api/users/${server.admin.user._id}`)
    expect(own).toMatchObject({ status: 400, body: { data: { code: 'ownAccount' } } })
  })
})

describe('errors of files (R-MED-11, R-IO-05)', () => {
  it('an import names unknown columns, and each bad row its problem by code and column', async () => {
    const unknown = await post('/api/import/contacts', form('a.csv', 'name,nope\nAda,x'))
    expect(unknown).toMatchObject({
      status: 400,
      body: { data: { code: 'unknownColumns', columns: ['nope'] } }
    })
    const report = await post(
      '/api/import/contacts',
      form('b.csv', 'name,email\nAda,ada@test.local\n,not-an-email')
    )
    expect(report.status).toBe(200)
    expect(report.body.errors).toEqual([
      { row: 3, field: 'name', message: 'is required', problem: { code: 'required' } },
      { row: 3, field: 'email', message: 'must be an email address', problem: { code: 'email' } }
    ])
  })

  it('a file over the limit is fileTooLarge with the limit in bytes', async () => {
    const upload = new FormData()
    upload.set('file', new Blob([Buffer.alloc(1024 * 1024 + 10, 1)]), 'big.bin')
    const answer = await post('/api/attachments/upload/news', upload)
    expect(answer).toMatchObject({
      status: 413,
      body: { name: 'PayloadTooLarge', data: { code: 'fileTooLarge', max: 1024 * 1024 } }
    })
  })

  it('an import of a file that is no table is unsupportedFile; a binary CSV notText', async () => {
    const text = await post('/api/import/regAreas', form('notes.md', 'name\nx', 'text/markdown'))
    expect(text).toMatchObject({
      status: 415,
      body: { data: { code: 'unsupportedFile', accept: ['.csv', '.tsv', '.txt', '.xlsx'] } }
    })
    const binary = await post(
      '/api/import/regAreas',
      form('a.csv', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x00, 0x01]))
    )
    expect(binary).toMatchObject({ status: 415, body: { data: { code: 'notText' } } })
    // Latin-1 reads as neither UTF-8 nor Chinese.
    const latin1 = await post(
      '/api/import/regAreas',
      form('a.csv', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9]))
    )
    expect(latin1).toMatchObject({ status: 415, body: { data: { code: 'notText' } } })
  })
})
