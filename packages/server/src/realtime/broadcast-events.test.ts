import type { AddressInfo } from 'node:net'
import type { Server as HttpServer } from 'node:http'
import { feathers, type RealTimeConnection } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio'
import { io as connect, type Socket as ClientSocket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Application } from '../declarations'
import { broadcastEvents } from './broadcast-events'

type Row = { id: number; name: string; secret?: string }

/** Creates what it is given, one record or many, as a collection service does. */
class Rows {
  next = 1
  async create(data: Omit<Row, 'id'> | Omit<Row, 'id'>[]) {
    const add = (row: Omit<Row, 'id'>) => ({ id: this.next++, ...row })
    return Array.isArray(data) ? data.map(add) : add(data)
  }
}

let app: Application
let server: HttpServer
const clients: Array<ClientSocket & { heard: unknown[] }> = []
const connections: RealTimeConnection[] = []

beforeAll(async () => {
  app = feathers() as unknown as Application
  const broadcast = broadcastEvents()
  app.configure(socketio({ path: '/api/socket.io' }, (io) => broadcast.attach(io)))
  broadcast.replaceDispatcherOf(app)
  app.use('rows' as never, new Rows() as never)
  app.on('connection', (connection: RealTimeConnection) => connections.push(connection))
  server = await app.listen(0)
  const { port } = server.address() as AddressInfo
  for (let i = 0; i < 3; i++) {
    const client = Object.assign(
      connect(`http://127.0.0.1:${port}`, { path: '/api/socket.io', transports: ['websocket'] }),
      { heard: [] as unknown[] }
    )
    client.on('rows created', (row: unknown) => client.heard.push(row))
    await new Promise<void>((resolve) => client.once('connect', () => resolve()))
    clients.push(client)
  }
  await vi.waitFor(() => expect(connections).toHaveLength(3))
})

afterEach(() => {
  vi.restoreAllMocks()
  for (const client of clients) client.heard = []
})

afterAll(async () => {
  for (const client of clients) client.close()
  await app.teardown()
})

const heardByAll = (count: number) =>
  vi.waitFor(() => expect(clients.map((client) => client.heard.length)).toEqual([count, count, count]))

/** The socket.io packets of `rows created` encoded meanwhile, counted. */
const countEncodings = () => {
  const stringify = vi.spyOn(JSON, 'stringify')
  return () =>
    stringify.mock.calls.filter(([value]) => Array.isArray(value) && value[0] === 'rows created').length
}

describe('events go to sockets as broadcasts, encoded once for all who get the same data', () => {
  it('sends a record to every connection of the channel with one encoding', async () => {
    app.service('rows' as never).publish(() => app.channel(app.channels).filter(() => true))
    const encodings = countEncodings()
    for (const connection of connections) app.channel('everyone').join(connection)
    await app.service('rows' as never).create({ name: 'Ada' })
    await heardByAll(1)
    expect(clients[0].heard).toEqual([{ id: expect.any(Number), name: 'Ada' }])
    expect(encodings()).toBe(1)
  })

  it('sends each record of a batch once, to each connection, in order', async () => {
    const encodings = countEncodings()
    const names = Array.from({ length: 50 }, (_, i) => ({ name: `row ${i}` }))
    await app.service('rows' as never).create(names)
    await heardByAll(50)
    for (const client of clients)
      expect((client.heard as Row[]).map((row) => row.name)).toEqual(names.map((n) => n.name))
    expect(encodings()).toBe(50)
  })

  it('sends a connection its own data where the channel says so, and one encoding per distinct data', async () => {
    app.service('rows' as never).publish((row: Row) => [
      app.channel('everyone').filter((connection) => connection !== connections[0]),
      app
        .channel('everyone')
        .filter((connection) => connection === connections[0])
        .send({ ...row, secret: 'just for one' })
    ])
    const encodings = countEncodings()
    await app.service('rows' as never).create({ name: 'Grace' })
    await heardByAll(1)
    const heard = clients.map((client) => client.heard[0] as Row)
    expect(heard.filter((row) => row.secret === 'just for one')).toHaveLength(1)
    expect(heard.filter((row) => row.secret === undefined && row.name === 'Grace')).toHaveLength(2)
    expect(encodings()).toBe(2)
  })

  it('refuses to replace a dispatcher it does not know', () => {
    const other = feathers() as unknown as Application
    expect(() => broadcastEvents().replaceDispatcherOf(other)).toThrow(
      /expected one event dispatcher, found 0/
    )
  })
})
