import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyOf } from '../support/journal-calls'
import { startTestServer, type Account, type TestServer, type TestSocket } from '../support/test-server'

let server: TestServer
let editor: Account
let socket: TestSocket
/** A change of a staff account, which editors may not read (R-ROLE-11). */
let accountChange: { _id: string; recordId: string }
let teacherId: string

beforeAll(async () => {
  server = await startTestServer()
  editor = await server.signIn({ role: 'editor' })
  socket = await server.socket(editor.token)
  const account = await server.createUser({ name: 'Secret person' })
  await server.request('DELETE', `/api/users/${account.user._id}`)
  ;[accountChange] = await historyOf(server, 'users', account.user._id)
  teacherId = (await server.request('POST', '/api/teachers', { name: 'Visible teacher' })).body._id
})
afterAll(async () => {
  socket?.close()
  await server?.stop()
})

const collectionsOf = (answer: { body: { data: Array<{ collection: string }> } }) =>
  new Set(answer.body.data.map((entry) => entry.collection))

describe('whoever may read a collection may read its history, and no one else', () => {
  it('R-AUTH-13 answers 401 without a token', async () => {
    for (const path of ['/api/changes', '/api/trash', `/api/changes/${accountChange._id}`])
      expect((await server.client().request('GET', path)).status, path).toBe(401)
    expect(
      (await server.client().request('POST', '/api/restore', { change: accountChange._id })).status
    ).toBe(401)
    expect((await server.client().request('POST', '/api/undo', { batch: 'abcdefgh' })).status).toBe(401)
  })

  it('R-ROLE-09 over REST: an editor reads the history of teachers, not that of staff accounts', async () => {
    expect((await historyOf(editor, 'teachers', teacherId)).map((change) => change.action)).toEqual([
      'create'
    ])
    expect((await editor.request('GET', '/api/changes?collection=users')).status).toBe(403)
    expect(
      (await editor.request('GET', `/api/changes?recordId=${accountChange.recordId}`)).body.data
    ).toEqual([])
    const all = await editor.request('GET', '/api/changes?$limit=1000')
    expect(collectionsOf(all).has('teachers')).toBe(true)
    expect(collectionsOf(all).has('users')).toBe(false)
    expect((await editor.request('GET', `/api/changes/${accountChange._id}`)).status).toBe(404)
    expect((await server.request('GET', `/api/changes/${accountChange._id}`)).status).toBe(200)
  })

  it('R-ROLE-09 over REST: nor the trash of staff accounts', async () => {
    expect((await editor.request('GET', '/api/trash?collection=users')).status).toBe(403)
    expect(collectionsOf(await editor.request('GET', '/api/trash')).has('users')).toBe(false)
    const [entry] = (await server.request('GET', `/api/trash?recordId=${accountChange.recordId}`)).body.data
    expect(entry.record.name).toBe('Secret person')
    expect((await editor.request('GET', `/api/trash/${entry._id}`)).status).toBe(404)
    expect((await editor.request('POST', '/api/restore', { trash: entry._id })).status).toBe(404)
  })

  it('R-AUTH-14 over the socket: the same answers, and journal services send no events', async () => {
    expect((await socket.call('find', 'changes', { collection: 'users' })).status).toBe(403)
    const all = await socket.call('find', 'changes', { $limit: 1000 })
    expect(all.status).toBe(200)
    expect(collectionsOf(all).has('users')).toBe(false)
    expect((await socket.call('get', 'changes', accountChange._id)).status).toBe(404)
    expect((await socket.call('find', 'trash', { collection: 'users' })).status).toBe(403)
    // Keys every object inherits are no filters (the socket passes them on, unlike REST's parser).
    for (const query of [{ __defineGetter__: 'x' }, { at: { toString: '1' } }])
      expect((await socket.call('find', 'changes', query)).status, JSON.stringify(query)).toBe(400)
    expect((await socket.call('create', 'restore', { change: accountChange._id })).status).toBe(404)
    expect(socket.events.filter((event) => /^(changes|trash|restore|undo) /.test(event.event))).toEqual([])
    expect(JSON.stringify(socket.events)).not.toContain('Secret person')
  })

  it('the journal is read-only: every other method answers 405', async () => {
    expect((await server.request('POST', '/api/changes', { collection: 'teachers' })).status).toBe(405)
    expect((await server.request('PATCH', `/api/changes/${accountChange._id}`, { diff: {} })).status).toBe(
      405
    )
    expect((await server.request('DELETE', `/api/changes/${accountChange._id}`)).status).toBe(405)
    expect((await server.request('PATCH', '/api/trash/x', {})).status).toBe(405)
  })

  it('filters by record, person, action, path and time, newest first unless asked', async () => {
    const path = `/api/teachers/${teacherId}`
    await editor.request('PATCH', path, { hourlyRate: 10 })
    await server.request('PATCH', path, { hourlyRate: 20 })
    const mine = await server.request('GET', `/api/changes?recordId=${teacherId}&user=${editor.user._id}`)
    expect(mine.body).toMatchObject({ total: 1, data: [{ diff: { hourlyRate: { old: null, new: 10 } } }] })
    const newest = await server.request('GET', `/api/changes?collection=teachers&recordId=${teacherId}`)
    expect(newest.body.data.map((change: any) => change.diff.hourlyRate?.new ?? null)).toEqual([20, 10, null])
    const since = newest.body.data[1].at
    const later = await server.request('GET', `/api/changes?recordId=${teacherId}&at[$gt]=${since}`)
    expect(later.body.total).toBe(1)
    const patches = await server.request(
      'GET',
      `/api/changes?recordId=${teacherId}&action=patch&via=api&$limit=1`
    )
    expect(patches.body).toMatchObject({ total: 2, limit: 1, skip: 0 })
    // The whole journal pages without a count.
    expect((await server.request('GET', '/api/changes?$limit=1')).body).not.toHaveProperty('total')
  })

  it('answers 400 naming each bad part of a query, never a 500', async () => {
    const answer = await server.request(
      'GET',
      '/api/changes?colour=red&action=burn&$limit=-1&at[$near]=1&$sort[user]=1&collection=nope'
    )
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      '$limit',
      '$sort',
      'action',
      'at.$near',
      'colour'
    ])
    expect((await server.request('GET', '/api/changes?collection=nope')).body.errors).toEqual({
      collection: 'is not a collection'
    })
    for (const query of [
      'at=yesterday',
      'at[$gt]=not-a-date',
      `recordId=${'x'.repeat(65)}`,
      '$skip=x',
      'user[$ne]=1'
    ])
      expect((await server.request('GET', `/api/changes?${query}`)).status, query).toBe(400)
    expect((await server.request('GET', '/api/trash?$search=')).status).toBe(400)
    expect((await server.request('GET', '/api/trash?removedAt[$lt]=2000-01-01')).body.total).toBe(0)
  })
})
