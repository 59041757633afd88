import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventOf } from '../support/event-of'
import { countOf, eventWithin, sleep, startCluster, type ServerProcess } from './cluster-support'

/**
 * Two server processes on one PostgreSQL database and no Redis (Operations, point 4): they share
 * events, account changes, failed sign-ins and API tokens' requests through PostgreSQL itself
 * (LISTEN/NOTIFY and tables).
 * PostgreSQL only: SQLite is one process's database.
 */
const RATE_LIMIT = 6
let a: ServerProcess
let b: ServerProcess
let stop: () => Promise<void>

describe.skipIf(!process.env.DATABASE_URL)('two processes on PostgreSQL without Redis', () => {
  beforeAll(async () => {
    // An empty REDIS_URL is no Redis at all.
    const cluster = await startCluster(2, { REDIS_URL: '', API_TOKEN_RATE_LIMIT: String(RATE_LIMIT) })
    ;[a, b] = cluster.servers
    stop = cluster.stop
  }, 180_000)
  afterAll(() => stop?.())

  it('a demoted account’s socket on the other process hears no more of what it may no longer read', async () => {
    const account = await a.signIn({ role: 'admin' })
    const socket = await b.socket(account.token)
    const made = await a.request('POST', '/api/users', {
      name: 'Seen',
      role: 'editor',
      email: 'seen@test.local',
      password: 'pw-seen-0123456789'
    })
    expect(made.status).toBe(201)
    // Writes through A reach a socket on B.
    await eventWithin(socket, 'users created', (user) => user._id === made.body._id, 2000)
    expect((await a.request('PATCH', `/api/users/${account.user._id}`, { role: 'editor' })).status).toBe(200)
    const after = await a.request('POST', '/api/users', {
      name: 'Unseen',
      role: 'editor',
      email: 'unseen@test.local',
      password: 'pw-unseen-0123456789'
    })
    expect(after.status).toBe(201)
    await sleep(1000)
    expect(countOf(socket, 'users created', (user) => user._id === after.body._id)).toBe(0)
    // A demotion ends the account's sessions on every process: the socket on B is signed out.
    expect((await socket.call('find', 'users', {})).status).toBe(401)
    socket.close()
  })

  it('a frozen account’s socket on the other process hears nothing more', async () => {
    const account = await a.signIn({ role: 'editor' })
    const socket = await b.socket(account.token)
    const first = await a.request('POST', '/api/teachers', { name: 'Before' })
    await eventWithin(socket, 'teachers created', (data) => data._id === first.body._id, 2000)
    expect((await a.request('PATCH', `/api/users/${account.user._id}`, { status: 'frozen' })).status).toBe(
      200
    )
    const second = await a.request('POST', '/api/teachers', { name: 'After' })
    expect(second.status).toBe(201)
    await sleep(1000)
    expect(countOf(socket, 'teachers created', (data) => data._id === second.body._id)).toBe(0)
    socket.close()
  })

  it('counts failed sign-ins on both processes against one limit', async () => {
    const account = await a.signIn()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const answer = await (i % 2 ? a : b).client(null).request('POST', '/api/authentication', {
        strategy: 'local',
        email: account.email,
        password: 'wrong'
      })
      statuses.push(answer.status)
    }
    // LOGIN_MAX_FAILURES is 10: the eleventh attempt is refused, on whichever process it reaches.
    expect(statuses).toEqual([...Array(10).fill(401), 429])
    const right = await a.client(null).request('POST', '/api/authentication', {
      strategy: 'local',
      email: account.email,
      password: account.password
    })
    expect(right.status).toBe(429)
  })

  it('counts an API token’s requests on both processes against one limit', async () => {
    const expires = new Date(Date.now() + 86_400_000).toISOString()
    const made = await a.request('POST', '/api/apiTokens', { name: 'Reports', role: 'reader', expires })
    expect(made.status).toBe(201)
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMIT; i++)
      statuses.push((await (i % 2 ? a : b).client(made.body.secret).request('GET', '/api/schemas')).status)
    expect(statuses).toEqual(Array(RATE_LIMIT).fill(200))
    const refused = await b.client(made.body.secret).request('GET', '/api/schemas')
    expect(refused).toMatchObject({ status: 429, body: { data: { code: 'tooManyRequests' } } })
  })

  it('shows who has a record open on one process to those on the other, and the end of it', async () => {
    const editor = await a.signIn({ role: 'editor', name: '陳小姐' })
    const here = await a.socket(editor.token)
    const there = await b.socket(b.token)
    const recordId = `record-${Date.now()}`
    await here.call('create', 'presence', { collection: 'teachers', recordId })
    const about = (data: { recordId: string }) => data.recordId === recordId
    expect(await eventOf(there, 'presence changed', about)).toMatchObject({ users: [{ name: '陳小姐' }] })
    expect((await there.call('find', 'presence', { collection: 'teachers' })).body).toContainEqual({
      collection: 'teachers',
      recordId,
      users: [{ _id: editor.user._id, name: '陳小姐' }]
    })
    here.close()
    await eventOf(there, 'presence changed', (data) => about(data) && data.users.length === 0)
    expect((await there.call('find', 'presence', { collection: 'teachers' })).body).not.toContainEqual(
      expect.objectContaining({ recordId })
    )
    there.close()
  })

  it('tells how far an export run by one process came, when asked through the other', async () => {
    const areas = Array.from({ length: 30 }, (_, index) => ({
      name: { en: `Area ${index}` },
      value: `x${index}`
    }))
    expect((await a.request('POST', '/api/regAreas', areas)).status).toBe(201)
    const job = `export-${Date.now()}`
    const download = await fetch(`${a.url}/api/export/regAreas?format=csv&job=${job}`, {
      headers: { authorization: `Bearer ${a.admin.token}` }
    })
    expect(download.status).toBe(200)
    await download.arrayBuffer()
    await expect
      .poll(async () => (await b.request('GET', `/api/transfer-progress/${job}`)).body)
      .toEqual({ phase: 'done', done: 30, total: 30 })
  })

  it('carries a batch too big for one notification, and in its turn before a small one sent after it', async () => {
    const socket = await b.socket(b.token)
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `Batch teacher ${i} ${'x'.repeat(100)}` }))
    const big = await a.request('POST', '/api/teachers', many)
    const small = await a.request('POST', '/api/teachers', { name: 'Sent after' })
    expect([big.status, small.status]).toEqual([201, 201])
    await eventWithin(socket, 'teachers created', (data) => data._id === small.body._id, 5000)
    const heard = socket.events.filter((e) => e.event === 'teachers created').map((e) => e.data._id)
    // Every one of the big batch was heard before the small one.
    expect(heard.slice(0, -1)).toEqual(big.body.map((teacher: { _id: string }) => teacher._id))
    expect(heard.at(-1)).toBe(small.body._id)
    socket.close()
  })
})
