import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOf } from '../support/event-of'
import { startTestServer, type Account, type TestServer, type TestSocket } from '../support/test-server'

/**
 * Presence: who has which record open in the console, live over the socket, to those who may read
 * the collection only (R-AUTH-14, R-ROLE-12, R-ROLE-15).
 */
let server: TestServer
let first: Account
let second: Account
let firstSocket: TestSocket
let secondSocket: TestSocket

beforeAll(async () => {
  server = await startTestServer()
  first = await server.signIn({ role: 'editor', name: '陳小姐' })
  second = await server.signIn({ role: 'editor', name: 'Mr Lee' })
  firstSocket = await server.socket(first.token)
  secondSocket = await server.socket(second.token)
})
afterAll(() => server?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const recordId = () => crypto.randomBytes(8).toString('hex')
const about = (id: string) => (data: { recordId: string }) => data.recordId === id
const presenceEvents = (socket: TestSocket, id: string) =>
  socket.events.filter((event) => event.event === 'presence changed' && event.data.recordId === id)

describe('presence of people on a record', () => {
  it('announces a join to the others and lists it in find', async () => {
    const id = recordId()
    const joined = await firstSocket.call('create', 'presence', { collection: 'teachers', recordId: id })
    expect(joined.status).toBe(201)
    expect(joined.body.users).toEqual([{ _id: first.user._id, name: '陳小姐' }])
    expect(await eventOf(secondSocket, 'presence changed', about(id))).toEqual({
      collection: 'teachers',
      recordId: id,
      users: [{ _id: first.user._id, name: '陳小姐' }]
    })
    const listed = await secondSocket.call('find', 'presence', { collection: 'teachers' })
    expect(listed.body).toContainEqual({
      collection: 'teachers',
      recordId: id,
      users: [{ _id: first.user._id, name: '陳小姐' }]
    })
  })

  it('renews a presence without announcing it again (heartbeat)', async () => {
    const id = recordId()
    await firstSocket.call('create', 'presence', { collection: 'teachers', recordId: id })
    await eventOf(secondSocket, 'presence changed', about(id))
    const again = await firstSocket.call('create', 'presence', { collection: 'teachers', recordId: id })
    expect(again.body.users).toHaveLength(1)
    await sleep(150)
    expect(presenceEvents(secondSocket, id)).toHaveLength(1)
  })

  it('announces a leave', async () => {
    const id = recordId()
    await firstSocket.call('create', 'presence', { collection: 'news', recordId: id })
    await secondSocket.call('create', 'presence', { collection: 'news', recordId: id })
    const both = await eventOf(
      firstSocket,
      'presence changed',
      (data) => about(id)(data) && data.users.length === 2
    )
    expect(both.users.map((user: { name: string }) => user.name).sort()).toEqual(['Mr Lee', '陳小姐'])
    const left = await firstSocket.call('remove', 'presence', id, { collection: 'news' })
    expect(left.body.users).toEqual([{ _id: second.user._id, name: 'Mr Lee' }])
    expect(
      await eventOf(
        secondSocket,
        'presence changed',
        (data) => about(id)(data) && data.users[0]?.name === 'Mr Lee'
      )
    ).toMatchObject({ users: [{ name: 'Mr Lee' }] })
  })

  it('ends the presence of a connection that closes', async () => {
    const id = recordId()
    const third = await server.socket(first.token)
    await third.call('create', 'presence', { collection: 'teachers', recordId: id })
    await eventOf(secondSocket, 'presence changed', about(id))
    third.close()
    expect(
      await eventOf(secondSocket, 'presence changed', (data) => about(id)(data) && data.users.length === 0)
    ).toEqual({ collection: 'teachers', recordId: id, users: [] })
    expect((await secondSocket.call('find', 'presence', { collection: 'teachers' })).body).not.toContainEqual(
      expect.objectContaining({ recordId: id })
    )
  })

  it('shows presence only to people who may read the collection', async () => {
    const admin = await server.socket(server.token)
    const id = recordId()
    expect((await admin.call('create', 'presence', { collection: 'users', recordId: id })).status).toBe(201)
    await eventOf(admin, 'presence changed', about(id))
    await sleep(150)
    expect(presenceEvents(secondSocket, id)).toEqual([])
    expect((await secondSocket.call('find', 'presence', { collection: 'users' })).status).toBe(403)
    expect(
      (await secondSocket.call('create', 'presence', { collection: 'users', recordId: id })).status
    ).toBe(403)
    admin.close()
  })

  it('refuses unknown collections, bad record ids, REST joins and anonymous sockets', async () => {
    expect((await firstSocket.call('create', 'presence', { collection: 'nope', recordId: 'x' })).status).toBe(
      400
    )
    expect((await firstSocket.call('create', 'presence', { collection: 'news', recordId: '' })).status).toBe(
      400
    )
    expect(
      (await firstSocket.call('create', 'presence', { collection: 'news', recordId: 'x'.repeat(65) })).status
    ).toBe(400)
    expect((await firstSocket.call('find', 'presence', {})).status).toBe(400)
    expect((await first.request('POST', '/api/presence', { collection: 'news', recordId: 'x' })).status).toBe(
      405
    )
    const anonymous = await server.socket()
    expect((await anonymous.call('create', 'presence', { collection: 'news', recordId: 'x' })).status).toBe(
      401
    )
    anonymous.close()
  })
})
