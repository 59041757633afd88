import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { createApp } from '../../src/app'
import { readConfig } from '../../src/config'
import type { Application } from '../../src/declarations'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface TestServer {
  app: Application
  url: string
  db: TestDatabase
  /** fetch against the server; JSON bodies are sent and parsed. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>
  stop(): Promise<void>
}

/** Starts the real server on a free port with an empty database of its own. */
export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const db = await createTestDatabase()
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    SEED_DEMO: 'false',
    PORT: '0',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...env
  })
  const app = await createApp(config)
  const server: Server = await app.listen(0, '127.0.0.1')
  if (!server.listening) await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    app,
    url,
    db,
    async request(method, path, body, headers = {}) {
      const response = await fetch(url + path, {
        method,
        headers: { ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
      })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed }
    },
    async stop() {
      await app.teardown(server)
      await db.drop()
    }
  }
}
