import crypto from 'node:crypto'
import { createTestDatabase } from '../support/test-database'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { startTestServer, type TestServer, type TestSocket } from '../support/test-server'

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Two test servers in this process on one database, sharing Redis under a key prefix of their own:
 * two processes as a load balancer would see them. `stop` stops both and drops the database.
 */
export const startServerPair = async (): Promise<{
  one: TestServer
  other: TestServer
  stop: () => Promise<void>
}> => {
  const env = { REDIS_URL, REDIS_PREFIX: `test-${crypto.randomBytes(6).toString('hex')}:` }
  const one = await startTestServer(env)
  const other = await startTestServer({ ...env, ADMIN_PASSWORD: one.admin.password }, { db: one.db })
  return {
    one,
    other,
    stop: async () => {
      await other.stop({ keepDatabase: true })
      await one.stop()
    }
  }
}

/**
 * `count` server processes started at the same moment on one empty database, sharing Redis under
 * a key prefix of their own (so that test files running at once do not hear each other).
 */
export const startCluster = async (count: number, env: Record<string, string> = {}) => {
  const db = await createTestDatabase({ migrated: true })
  const shared = {
    REDIS_URL,
    REDIS_PREFIX: `test-${crypto.randomBytes(6).toString('hex')}:`,
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: `pw-${crypto.randomBytes(9).toString('hex')}`,
    ...env
  }
  const started = await Promise.allSettled(
    Array.from({ length: count }, () => startServerProcess({ db, env: shared }))
  )
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop({ keepDatabase: true })))
    await db.drop()
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }
  return { servers, stop }
}

/** Waits up to `timeoutMs` for an event, answering how long it took. */
export const eventWithin = async (
  socket: TestSocket,
  name: string,
  test: (data: any) => boolean,
  timeoutMs: number
) => {
  const started = Date.now()
  while (Date.now() - started <= timeoutMs) {
    if (socket.events.some((event) => event.event === name && test(event.data))) return Date.now() - started
    await sleep(10)
  }
  throw new Error(`no '${name}' event within ${timeoutMs} ms`)
}

export const countOf = (socket: TestSocket, name: string, test: (data: any) => boolean) =>
  socket.events.filter((event) => event.event === name && test(event.data)).length

export type { ServerProcess }
