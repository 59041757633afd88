import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOf } from '../support/event-of'
import { startTestServer, type Account, type TestServer, type TestSocket } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Events reach every connection in the same turn; a short pause covers the network. */
const settle = () => sleep(150)
const names = (socket: TestSocket) => socket.events.map((event) => event.event)

describe('real-time events reach only connections allowed to read (R-AUTH-14, R-ROLE-15, C18)', () => {
  let editor: Account
  let adminSocket: TestSocket
  let editorSocket: TestSocket
  let anonymousSocket: TestSocket

  beforeAll(async () => {
    editor = await server.signIn({ role: 'editor' })
    adminSocket = await server.socket(server.token)
    editorSocket = await server.socket(editor.token)
    anonymousSocket = await server.socket()
  })

  it('sends collection events to the editor and staff-account events to admins only', async () => {
    const teacher = await server.request('POST', '/api/teachers', { name: 'Live' })
    await server.request('PATCH', `/api/teachers/${teacher.body._id}`, { name: 'Live 2' })
    const appUser = await server.request('POST', '/api/appUsers', { email: 'app@example.com' })
    const account = await server.createUser()
    await server.request('PATCH', `/api/users/${account.user._id}`, { name: 'Renamed' })
    await server.request('DELETE', `/api/teachers/${teacher.body._id}`)

    expect(await eventOf(editorSocket, 'teachers created')).toMatchObject({
      _id: teacher.body._id,
      name: 'Live'
    })
    expect(await eventOf(editorSocket, 'teachers patched')).toMatchObject({ name: 'Live 2' })
    expect(await eventOf(editorSocket, 'teachers removed')).toMatchObject({ _id: teacher.body._id })
    expect(await eventOf(editorSocket, 'appUsers created')).toMatchObject({ _id: appUser.body._id })
    const created = await eventOf(adminSocket, 'users created', (data) => data._id === account.user._id)
    expect(created).not.toHaveProperty('password')
    expect(await eventOf(adminSocket, 'users patched')).toMatchObject({ name: 'Renamed' })
    await settle()
    expect(names(editorSocket).filter((name) => name.startsWith('users '))).toEqual([])
    expect(anonymousSocket.events).toEqual([])
  })

  it('sends an editor’s own changes to other editors but nothing of the staff accounts', async () => {
    const other = await server.signIn({ role: 'editor' })
    const otherSocket = await server.socket(other.token)
    await editorSocket.call('patch', 'users', editor.user._id, { name: 'Me' }, {})
    const news = await editorSocket.call('create', 'news', { title: 'Hello' }, {})
    expect(await eventOf(otherSocket, 'news created')).toMatchObject({ _id: news.body._id })
    expect(await eventOf(adminSocket, 'users patched', (data) => data._id === editor.user._id)).toMatchObject(
      { name: 'Me' }
    )
    await settle()
    expect(names(otherSocket).some((name) => name.startsWith('users '))).toBe(false)
    expect(names(editorSocket).some((name) => name.startsWith('users '))).toBe(false)
  })

  it('follows a role change at once: the demoted account’s session ends', async () => {
    const admin = await server.signIn({ role: 'admin' })
    const socket = await server.socket(admin.token)
    const before = await server.createUser()
    await eventOf(socket, 'users created', (data) => data._id === before.user._id)
    await server.request('PATCH', `/api/users/${admin.user._id}`, { role: 'editor' })
    const after = await server.createUser()
    await eventOf(adminSocket, 'users created', (data) => data._id === after.user._id)
    await settle()
    expect(
      socket.events.some((event) => event.event === 'users created' && event.data._id === after.user._id)
    ).toBe(false)
    expect((await socket.call('find', 'users', {})).status).toBe(401)
    expect((await socket.call('find', 'teachers', {})).status).toBe(401)
  })

  it('cuts a frozen account off its open socket: no more calls, no more events', async () => {
    const victim = await server.signIn({ role: 'editor' })
    const socket = await server.socket(victim.token)
    expect((await socket.call('find', 'teachers', {})).status).toBe(200)
    await server.request('PATCH', `/api/users/${victim.user._id}`, { status: 'frozen' })
    const refused = await socket.call('find', 'teachers', {})
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ name: 'NotAuthenticated', code: 401 })
    const teacher = await server.request('POST', '/api/teachers', { name: 'After the freeze' })
    await eventOf(editorSocket, 'teachers created', (data) => data._id === teacher.body._id)
    await settle()
    expect(socket.events.some((event) => event.data?._id === teacher.body._id)).toBe(false)
    // Signing in again with the same token is refused too.
    expect((await socket.authenticate(victim.token)).status).toBe(401)
  })

  it('cuts a deleted account off its open socket', async () => {
    const victim = await server.signIn({ role: 'editor' })
    const socket = await server.socket(victim.token)
    await server.request('DELETE', `/api/users/${victim.user._id}`)
    expect((await socket.call('get', 'teachers', 'x', {})).status).toBe(401)
  })

  it('answers calls of a socket that never signed in with 401', async () => {
    expect((await anonymousSocket.call('find', 'teachers', {})).status).toBe(401)
    expect((await anonymousSocket.call('find', 'schemas', {})).status).toBe(401)
    expect((await anonymousSocket.call('find', 'health', {})).status).toBe(200)
  })

  it('signs a socket in from the Authorization header of its handshake', async () => {
    const { io } = await import('socket.io-client')
    const socket = io(server.url, {
      path: '/api/socket.io',
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { Authorization: `Bearer ${editor.token}` }
    })
    try {
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
      const answer = await new Promise<any>((resolve) =>
        socket.emit('find', 'teachers', {}, (error: any, data: any) => resolve({ error, data }))
      )
      expect(answer.error).toBeNull()
      expect(answer.data.total).toEqual(expect.any(Number))
    } finally {
      socket.close()
    }
  })
})
