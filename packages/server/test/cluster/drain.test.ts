import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Unavailable } from '@feathersjs/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { readConfig } from '../../src/config'
import { connectSocket } from '../support/test-socket'
import { eventWithin, sleep, startCluster, type ServerProcess } from './cluster-support'

/**
 * Readiness and stopping of one process among two sharing a database and Redis: SIGTERM lets the
 * request in flight finish, sends the sockets elsewhere and exits; the other process goes on.
 */
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'one SQLite file'

let a: ServerProcess
let b: ServerProcess
let stop: () => Promise<void>

beforeAll(async () => {
  // Failed sign-ins past the third wait 1.5 s: a request that is surely in flight at SIGTERM.
  const cluster = await startCluster(2, { LOGIN_DELAY_MS: '1500' })
  ;[a, b] = cluster.servers
  stop = cluster.stop
}, 180_000)
afterAll(() => stop?.())

describe(`readiness and SIGTERM with two processes on ${engine} and Redis`, () => {
  it('is ready when the database and Redis answer', async () => {
    for (const server of [a, b]) {
      const answer = await server.client().request('GET', '/api/health/ready')
      expect(answer).toMatchObject({ status: 200, body: { status: 'ready', redis: 'ok' } })
    }
    expect((await a.client().request('GET', '/api/health/other')).status).toBe(404)
  })

  it('finishes the request in flight, sends sockets elsewhere and exits within 10 s', async () => {
    const socket = await a.socket(a.admin.token)
    const email = 'nobody@test.local'
    const guess = () =>
      a.client().request('POST', '/api/authentication', { strategy: 'local', email, password: 'wrong' })
    for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(401)
    const slow = guess()
    await sleep(300)
    const dropped = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve))
    const signalled = Date.now()
    a.child().kill('SIGTERM')
    expect(await dropped).toBe('transport close')
    expect((await slow).status).toBe(401)
    const exit = await a.exited()
    expect(exit.code).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(10_000)
    // The socket's next connection lands on the process still running and hears its writes.
    const again = await connectSocket(b.url, b.admin.token)
    try {
      const created = await b.request('POST', '/api/teachers', { name: 'After the stop' })
      await eventWithin(again, 'teachers created', (data) => data._id === created.body._id, 1000)
    } finally {
      again.close()
    }
    expect((await b.client().request('GET', '/api/health/ready')).status).toBe(200)
  })
})

describe('readiness without Redis', () => {
  it('answers 503 naming Redis while liveness stays 200', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-admin-ready-'))
    const config = readConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_PASSWORD: 'a-long-password',
      REDIS_URL: 'redis://127.0.0.1:1'
    })
    const app = await createApp(config, { print: () => {} })
    try {
      const health = app.service('health')
      expect(await health.find()).toMatchObject({ status: 'ok' })
      const refused = await health.get('ready').catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(Unavailable)
      expect((refused as Unavailable).message).toContain('Redis unreachable')
    } finally {
      await app.teardown()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
