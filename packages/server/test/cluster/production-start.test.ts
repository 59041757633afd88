import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyOf, rawRequest } from '../support/raw-http'
import { freePort } from '../support/server-process'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { connectSocket } from '../support/test-socket'
import { eventWithin, REDIS_URL, sleep } from './cluster-support'

/**
 * The production start: the server compiled to JavaScript and run by node alone, as two processes
 * sharing one port (`start:cluster -- --workers 2`) on one database and Redis.
 */
const SERVER = fileURLToPath(new URL('../../', import.meta.url))
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'one SQLite file'

let db: TestDatabase
let primary: ChildProcess
let exited: Promise<number | null>
let url: string
const output: string[] = []
const admin = { email: 'admin@test.local', password: `pw-${crypto.randomBytes(9).toString('hex')}` }

const request = async (method: string, path: string, body?: unknown, token?: string) => {
  const answer = await rawRequest(url, {
    method,
    path,
    timeoutMs: 10_000,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {})
    },
    body: body ? JSON.stringify(body) : undefined
  })
  return { status: answer.status, body: answer.status ? bodyOf(answer) : undefined }
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER, stdio: 'pipe' })
  db = await createTestDatabase()
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _inherited, NODE_OPTIONS: _options, ...inherited } = process.env
  primary = spawn(process.execPath, ['scripts/run-compiled.mjs', 'start-cluster', '--workers', '2'], {
    cwd: SERVER,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: db.dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
      REDIS_URL,
      REDIS_PREFIX: `test-${crypto.randomBytes(6).toString('hex')}:`,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {})
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  primary.stdout!.on('data', (text) => output.push(String(text)))
  primary.stderr!.on('data', (text) => output.push(String(text)))
  exited = new Promise((resolve) => primary.once('exit', (code) => resolve(code)))
  process.once('exit', () => primary.kill('SIGKILL'))
  for (let waited = 0; waited < 90_000; waited += 200) {
    if ((await rawRequest(url, { method: 'GET', path: '/api/health/ready', timeoutMs: 1000 })).status === 200)
      return
    await sleep(200)
  }
  throw new Error(`the compiled server did not become ready:\n${output.join('')}`)
}, 180_000)
afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL')
  await db?.drop()
})

describe(`the compiled server, two processes on one port, ${engine} and Redis`, () => {
  it('answers from both processes and their sockets hear each other', async () => {
    const signIn = await request('POST', '/api/authentication', { strategy: 'local', ...admin })
    expect(signIn.status).toBe(201)
    const token = (signIn.body as { accessToken: string }).accessToken
    const sockets = await Promise.all(Array.from({ length: 4 }, () => connectSocket(url, token)))
    try {
      // Each request is a connection of its own, handed to the processes in turn.
      const ids: string[] = []
      for (let i = 0; i < 6; i++) {
        const created = await request('POST', '/api/teachers', { name: `Compiled ${i}` }, token)
        expect(created.status).toBe(201)
        ids.push((created.body as { _id: string })._id)
      }
      for (const socket of sockets)
        for (const id of ids) await eventWithin(socket, 'teachers created', (data) => data._id === id, 1000)
    } finally {
      for (const socket of sockets) socket.close()
    }
  })

  it('stops every process on SIGTERM within 10 s', async () => {
    const signalled = Date.now()
    primary.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(10_000)
  })
})
