import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  randomPassword,
  startTestServer,
  type Answer,
  type TestServer,
  type TestSocket
} from '../support/test-server'

/**
 * Every kind of caller × every method × the kinds of catalogue entry, over REST and over the
 * socket, on the engine of this run (R-AUTH-13, R-ROLE-09..12, C7, C18).
 */
const CALLERS = ['admin', 'editor', 'frozenAdmin', 'none', 'forged', 'expired'] as const
type Caller = (typeof CALLERS)[number]
const METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const
type Method = (typeof METHODS)[number]
/** No roles; roles configured (editors read only); readOnly; staff accounts. */
const SERVICES = ['teachers', 'appUsers', 'doctorgenders', 'users'] as const
type Service = (typeof SERVICES)[number]

const SUCCESS: Record<Method, number> = {
  find: 200,
  get: 200,
  create: 201,
  update: 200,
  patch: 200,
  remove: 200
}
const WRITES = new Set<Method>(['create', 'update', 'patch', 'remove'])

const expected = (caller: Caller, service: Service, method: Method): number => {
  if (caller !== 'admin' && caller !== 'editor') return 401
  if (service === 'doctorgenders' && WRITES.has(method)) return 405
  if (caller === 'editor' && (service === 'users' || (service === 'appUsers' && WRITES.has(method))))
    return 403
  return SUCCESS[method]
}

let server: TestServer
const tokens = {} as Record<Caller, string | undefined>
const sockets = {} as Record<Caller, TestSocket>

/** A body each service accepts for create and update. */
const bodyFor = (service: Service): Record<string, unknown> => {
  const unique = Math.random().toString(36).slice(2, 10)
  switch (service) {
    case 'teachers':
      return { name: `Teacher ${unique}` }
    case 'appUsers':
      return { email: `app-${unique}@example.com` }
    case 'doctorgenders':
      return { name: `Gender ${unique}`, value: unique }
    case 'users': {
      const password = randomPassword()
      server.secrets.add(password)
      return { email: `staff-${unique}@test.local`, password, role: 'editor' }
    }
  }
}
const changeFor = (service: Service) => (service === 'users' ? { name: 'Changed' } : bodyFor(service))

/** A record made on the server side, so that every case has one of its own. */
const recordOf = async (service: Service) => {
  const created = await server.app.service(service).create(bodyFor(service))
  return created._id as string
}

const snapshot = async (service: Service, id?: string) => {
  if (!id)
    return (
      await server.app.service(service)._find({ sort: [{ field: '_id', direction: 1 }], limit: 0, skip: 0 })
    ).total
  try {
    return await server.app.service(service)._get(id)
  } catch {
    return 'gone'
  }
}

const overRest = async (caller: Caller, service: Service, method: Method, id: string): Promise<Answer> => {
  const client = server.client(tokens[caller])
  const path = `/api/${service}`
  switch (method) {
    case 'find':
      return client.request('GET', path)
    case 'get':
      return client.request('GET', `${path}/${id}`)
    case 'create':
      return client.request('POST', path, bodyFor(service))
    case 'update':
      return client.request('PUT', `${path}/${id}`, bodyFor(service))
    case 'patch':
      return client.request('PATCH', `${path}/${id}`, changeFor(service))
    case 'remove':
      return client.request('DELETE', `${path}/${id}`)
  }
}

const overSocket = async (caller: Caller, service: Service, method: Method, id: string): Promise<Answer> => {
  const socket = sockets[caller]
  switch (method) {
    case 'find':
      return socket.call('find', service, {})
    case 'get':
      return socket.call('get', service, id, {})
    case 'create':
      return socket.call('create', service, bodyFor(service), {})
    case 'update':
      return socket.call('update', service, id, bodyFor(service), {})
    case 'patch':
      return socket.call('patch', service, id, changeFor(service), {})
    case 'remove':
      return socket.call('remove', service, id, {})
  }
}

beforeAll(async () => {
  server = await startTestServer()
  const auth = server.app.service('authentication')
  const editor = await server.signIn({ role: 'editor' })
  const frozen = await server.signIn({ role: 'admin' })
  tokens.admin = server.token
  tokens.editor = editor.token
  tokens.frozenAdmin = frozen.token
  tokens.none = undefined
  tokens.forged = await auth.createAccessToken({}, { subject: server.admin.user._id }, 'x'.repeat(48))
  tokens.expired = await auth.createAccessToken({}, { subject: server.admin.user._id, expiresIn: -60 })
  for (const caller of CALLERS) {
    sockets[caller] = await server.socket()
    const token = tokens[caller]
    if (token) await sockets[caller].authenticate(token)
  }
  // Frozen after signing in: its token and its open socket must stop working at once.
  const freeze = await server.request('PATCH', `/api/users/${frozen.user._id}`, { status: 'frozen' })
  expect(freeze.status).toBe(200)
})
afterAll(() => server?.stop())

describe.each([
  ['REST', overRest],
  ['socket', overSocket]
] as const)('permission matrix over %s', (_transport, call) => {
  const cases = CALLERS.flatMap((caller) =>
    SERVICES.flatMap((service) =>
      METHODS.map((method) => [caller, service, method, expected(caller, service, method)] as const)
    )
  )

  it.each(cases)('%s %s.%s -> %i', async (caller, service, method, status) => {
    const id = await recordOf(service)
    const before = await snapshot(service, method === 'create' ? undefined : id)
    const answer = await call(caller, service, method, id)
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    if (status >= 400) {
      expect(answer.body).toMatchObject({
        code: status,
        name: expect.any(String),
        className: expect.any(String)
      })
      // A refused call changes nothing.
      expect(await snapshot(service, method === 'create' ? undefined : id)).toEqual(before)
    } else if (service === 'users') {
      expect(JSON.stringify(answer.body)).not.toContain('password')
    }
  })
})

describe('edge cases of the matrix', () => {
  it('answers 401 for a malformed token and for a token of a deleted account', async () => {
    expect((await server.client('not.a.token').request('GET', '/api/teachers')).status).toBe(401)
    const gone = await server.signIn()
    expect((await server.request('DELETE', `/api/users/${gone.user._id}`)).status).toBe(200)
    const answer = await gone.request('GET', '/api/teachers')
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ name: 'NotAuthenticated', code: 401 })
  })

  it('keeps health open and everything else closed without a token (R-AUTH-13, C6)', async () => {
    const anonymous = server.client()
    expect((await anonymous.request('GET', '/api/health')).status).toBe(200)
    for (const path of ['/api/schemas', '/api/users', '/api/news', '/api/attachments'])
      expect((await anonymous.request('GET', path)).status, path).toBe(401)
    expect(
      (await anonymous.request('POST', '/api/changePassword', { oldPassword: 'a', newPassword: 'b' })).status
    ).toBe(401)
  })

  it('turns off multi-row removal on a readOnly route too', async () => {
    const answer = await server.request('DELETE', '/api/doctorgenders?value=none')
    expect(answer.status).toBe(405)
  })
})
