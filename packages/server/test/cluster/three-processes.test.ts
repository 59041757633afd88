import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectSocket } from '../support/test-socket'
import type { Account, TestSocket } from '../support/test-server'
import { countOf, eventWithin, sleep, startCluster, type ServerProcess } from './cluster-support'

/**
 * Three server processes started at once on one empty database (PostgreSQL when DATABASE_URL is
 * set, else one SQLite file), sharing Redis: events, account changes and sign-in throttling reach
 * every process, as behind a load balancer.
 */
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'one SQLite file'
const minutes = 180_000

let a: ServerProcess
let b: ServerProcess
let c: ServerProcess
let stop: () => Promise<void>

beforeAll(async () => {
  const cluster = await startCluster(3)
  ;[a, b, c] = cluster.servers
  stop = cluster.stop
}, minutes)
afterAll(() => stop?.())

const byId = (id: unknown) => (data: any) => data?._id === id
const createTeacher = async (server: ServerProcess, name: string) => {
  const answer = await server.request('POST', '/api/teachers', { name })
  expect(answer.status).toBe(201)
  return answer.body._id as string
}

describe(`three server processes on ${engine} and Redis`, () => {
  it('a socket on one process gets writes made through the others within 1 s, once', async () => {
    const socket = await a.socket(a.admin.token)
    const onB = await b.socket(b.admin.token)
    const ids = [await createTeacher(b, 'Through B'), await createTeacher(c, 'Through C')]
    for (const id of ids)
      expect(await eventWithin(socket, 'teachers created', byId(id), 1000)).toBeLessThan(1000)
    await eventWithin(onB, 'teachers created', byId(ids[1]), 1000)
    const patched = await c.request('PATCH', `/api/teachers/${ids[0]}`, { name: 'Renamed through C' })
    expect(patched.status).toBe(200)
    await eventWithin(socket, 'teachers patched', byId(ids[0]), 1000)
    await sleep(300)
    for (const id of ids) {
      expect(countOf(socket, 'teachers created', byId(id))).toBe(1)
      expect(countOf(onB, 'teachers created', byId(id))).toBe(1)
    }
    expect(countOf(socket, 'teachers patched', byId(ids[0]))).toBe(1)
  })

  it("an editor's socket gets no users events, whichever process the write went through", async () => {
    const editor = await a.signIn({ role: 'editor' })
    const socket = await a.socket(editor.token)
    const adminSocket = await a.socket(a.admin.token)
    const created = [await b.signIn({ role: 'editor' }), await c.signIn({ role: 'editor' })]
    const teacher = await createTeacher(c, 'Seen by editors')
    await eventWithin(socket, 'teachers created', byId(teacher), 1000)
    for (const account of created)
      await eventWithin(adminSocket, 'users created', byId(account.user._id), 1000)
    await sleep(200)
    expect(socket.events.filter((event) => event.event.startsWith('users '))).toEqual([])
  })

  it("a person's list settings saved through one process reach their own sockets on the others only", async () => {
    const owner = await a.signIn({ role: 'editor' })
    const mine = await c.socket(owner.token)
    const adminSocket = await c.socket(c.admin.token)
    const saved = await b.client(owner.token).request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: [{ field: 'email' }, { field: 'name', width: 200 }]
    })
    expect(saved.status).toBe(201)
    await eventWithin(mine, 'listSettings created', byId(saved.body._id), 5000)
    // The admin's own change travels the same way after the owner's: the owner's would be there.
    const admins = await b.request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: [{ field: 'name' }]
    })
    await eventWithin(adminSocket, 'listSettings created', byId(admins.body._id), 5000)
    expect(countOf(adminSocket, 'listSettings created', byId(saved.body._id))).toBe(0)
    expect(countOf(mine, 'listSettings created', byId(admins.body._id))).toBe(0)
  })

  it('a demoted administrator stops getting users events on every process at once', async () => {
    const second = await a.signIn({ role: 'admin' })
    const socket = await c.socket(second.token)
    const before = await b.signIn({ role: 'editor' })
    await eventWithin(socket, 'users created', byId(before.user._id), 1000)
    expect((await a.request('PATCH', `/api/users/${second.user._id}`, { role: 'editor' })).status).toBe(200)
    // A demotion ends the account's sessions: its socket hears nothing more and is refused.
    const watcher = await c.socket(c.admin.token)
    const after = await b.signIn({ role: 'editor' })
    await eventWithin(watcher, 'users created', byId(after.user._id), 1000)
    await sleep(200)
    expect(countOf(socket, 'users created', byId(after.user._id))).toBe(0)
    expect((await socket.call('find', 'users', {})).status).toBe(401)
  })

  it('freezing an account through one process cuts its socket on another within 1 s and its REST calls on a third', async () => {
    const victim = await a.signIn({ role: 'editor' })
    const socket = await c.socket(victim.token)
    const watcher = await c.socket(c.admin.token)
    const rest = b.client(victim.token)
    // The account is now in the cache of signed-in accounts of B.
    expect((await rest.request('GET', '/api/teachers')).status).toBe(200)
    expect((await socket.call('find', 'teachers', {})).status).toBe(200)
    const frozenAt = Date.now()
    expect((await a.request('PATCH', `/api/users/${victim.user._id}`, { status: 'frozen' })).status).toBe(200)
    await eventWithin(watcher, 'users patched', byId(victim.user._id), 1000)
    const refused = await socket.call('find', 'teachers', {})
    expect(refused.status).toBe(401)
    expect((await rest.request('GET', '/api/teachers')).status).toBe(401)
    expect(Date.now() - frozenAt).toBeLessThan(1000)
    const teacher = await createTeacher(b, 'After the freeze')
    await eventWithin(watcher, 'teachers created', byId(teacher), 1000)
    await sleep(200)
    expect(countOf(socket, 'teachers created', byId(teacher))).toBe(0)
  })

  it('a deleted account is refused on every process', async () => {
    const victim = await b.signIn({ role: 'editor' })
    const rest = [a, c].map((server) => server.client(victim.token))
    for (const client of rest) expect((await client.request('GET', '/api/teachers')).status).toBe(200)
    expect((await b.request('DELETE', `/api/users/${victim.user._id}`)).status).toBe(200)
    await sleep(100)
    for (const client of rest) expect((await client.request('GET', '/api/teachers')).status).toBe(401)
  })

  it('counts failed sign-ins across processes: the limit holds whichever process is asked', async () => {
    const target: Account = await a.signIn({ role: 'editor' })
    const statuses: number[] = []
    for (let i = 0; i < 15; i++) {
      const server = [a, b, c][i % 3]
      const answer = await server.client().request('POST', '/api/authentication', {
        strategy: 'local',
        email: target.email,
        password: `wrong-${i}`
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(5).fill(429))
  })

  it('when a process is killed, its clients reconnect to the others and still get events', async () => {
    const watcher = await a.socket(a.admin.token)
    const socket: TestSocket = await c.socket(c.admin.token)
    const dropped = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))
    await c.kill()
    expect(await dropped).toBe('transport close')
    // What a client behind a load balancer does: it connects again and lands on a process alive.
    const again = await connectSocket(b.url, c.admin.token)
    try {
      const ids = [await createTeacher(a, 'After the kill, through A'), await createTeacher(b, 'Through B')]
      for (const id of ids) await eventWithin(again, 'teachers created', byId(id), 1000)
      await eventWithin(watcher, 'teachers created', byId(ids[1]), 1000)
    } finally {
      again.close()
    }
  })
})
