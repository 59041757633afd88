import crypto from 'node:crypto'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { Socket } from 'socket.io-client'
import { createApp } from '../../src/app'
import { readConfig } from '../../src/config'
import type { Application } from '../../src/declarations'
import { createTestDatabase, type TestDatabase } from './test-database'
import { connectSocket } from './test-socket'
import { jsonRequest } from './json-request'

export interface Answer {
  status: number
  body: any
}

/** Calls the REST API with one access token (or none). */
export interface Client {
  token?: string
  /** fetch against the server; JSON bodies are sent and parsed. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>
}

/** A staff account made for a test, signed in. */
export interface Account extends Client {
  user: any
  email: string
  password: string
  token: string
}

/** A socket.io connection that answers calls as `{ status, body }` and records every event. */
export interface TestSocket {
  socket: Socket
  /** Emits a service call; success is 201 for create, else 200; a failure answers its error code. */
  call(method: string, path: string, ...args: unknown[]): Promise<Answer>
  /** Signs the connection in with an access token (C18). */
  authenticate(token: string): Promise<Answer>
  /** Events received so far: `{ event: 'teachers created', data }`. */
  events: Array<{ event: string; data: any }>
  close(): void
}

export interface TestServer extends Client {
  app: Application
  url: string
  db: TestDatabase
  /** The first administrator, created from ADMIN_EMAIL and ADMIN_PASSWORD. */
  admin: Account
  /** What the server printed (the one-time first-admin password). */
  printed: string[]
  /** Every answer body, socket answer, event and log line, for the secret scan (TEST_LOGS=1 prints the logs). */
  transcript: string[]
  /** Plain passwords of the accounts made by the tests. */
  secrets: Set<string>
  client(token?: string | null): Client
  /** Creates an account through the API as the admin; random email and password unless given. */
  createUser(data?: Record<string, unknown>): Promise<{ user: any; email: string; password: string }>
  /** Signs in with email and password over REST; throws unless it succeeds. */
  login(email: string, password: string): Promise<string>
  /** Creates an account and signs it in. */
  signIn(data?: Record<string, unknown>): Promise<Account>
  /** A connected socket, signed in when a token is given. */
  socket(token?: string): Promise<TestSocket>
  /** Passwords or password hashes found in anything the server answered, sent or logged. */
  leakedSecrets(): Promise<string[]>
  /** Stops the server, fails if a secret leaked, and drops the database unless kept. */
  stop(options?: { keepDatabase?: boolean }): Promise<void>
}

export const randomPassword = () => `pw-${crypto.randomBytes(9).toString('hex')}`
const randomEmail = () => `user-${crypto.randomBytes(5).toString('hex')}@test.local`

/**
 * Starts the real server on a free port with an empty database of its own (or `db`), signs in its
 * first administrator and answers requests as that administrator unless told otherwise.
 */
export const startTestServer = async (
  env: Record<string, string> = {},
  options: { db?: TestDatabase; warmPageRender?: boolean } = {}
): Promise<TestServer> => {
  const db = options.db ?? (await createTestDatabase({ migrated: true }))
  const adminPassword = env.ADMIN_PASSWORD ?? randomPassword()
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: db.dataDir,
    SEED_DEMO: 'false',
    PORT: '0',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: adminPassword,
    // Failed sign-ins of one test file all come from 127.0.0.1: keep the slow-down short.
    LOGIN_DELAY_MS: '5',
    // bcrypt's lowest cost: a test file signs in and makes accounts by the dozen.
    PASSWORD_HASH_COST: '4',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...env
  })
  if (env.ADMIN_PASSWORD === '') delete config.admin.password
  const transcript: string[] = []
  const printed: string[] = []
  const secrets = new Set<string>([adminPassword])
  const app = await createApp(config, {
    warmPageRender: options.warmPageRender,
    print: (text) => printed.push(text),
    logDestination: {
      write(line: string) {
        transcript.push(line)
        if (process.env.TEST_LOGS) process.stderr.write(line)
      }
    }
  })
  const server: Server = await app.listen(0, '127.0.0.1')
  if (!server.listening) await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const sockets: Socket[] = []

  const client = (token?: string | null): Client => ({
    token: token ?? undefined,
    async request(method, path, body, headers = {}) {
      const response = await fetch(url + path, { method, ...jsonRequest(token ?? undefined, body, headers) })
      const text = await response.text()
      transcript.push(text)
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed }
    }
  })

  const session = async (email: string, password: string) => {
    const answer = await client().request('POST', '/api/authentication', {
      strategy: 'local',
      email,
      password
    })
    if (answer.status !== 201)
      throw new Error(`login of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body as { accessToken: string; user: any }
  }
  const login = async (email: string, password: string) => (await session(email, password)).accessToken
  const adminSession = config.admin.password
    ? await session(config.admin.email, config.admin.password)
    : undefined
  const adminToken = adminSession?.accessToken ?? ''
  const adminClient = client(adminToken)
  const admin: Account = {
    ...adminClient,
    token: adminToken,
    email: config.admin.email,
    password: config.admin.password ?? '',
    user: adminSession?.user
  }

  const createUser = async (data: Record<string, unknown> = {}) => {
    const email = (data.email as string) ?? randomEmail()
    const password = (data.password as string) ?? randomPassword()
    secrets.add(password)
    const answer = await adminClient.request('POST', '/api/users', {
      name: 'Test user',
      role: 'editor',
      ...data,
      email,
      password
    })
    if (answer.status !== 201) throw new Error(`create user: ${answer.status} ${JSON.stringify(answer.body)}`)
    return { user: answer.body, email, password }
  }

  const socket = async (token?: string): Promise<TestSocket> => {
    const connected = await connectSocket(url, token, undefined, (json) => transcript.push(json))
    sockets.push(connected.socket)
    return connected
  }

  const leakedSecrets = async () => {
    const hashes = (await app.get('knex')('users').select('password')).map(
      (row: { password: string }) => row.password
    )
    const wanted = [...secrets, ...hashes].filter(
      (secret) => typeof secret === 'string' && secret.length >= 8
    )
    const text = transcript.join('\n')
    return wanted.filter((secret) => text.includes(secret))
  }

  return {
    app,
    url,
    db,
    admin,
    printed,
    transcript,
    secrets,
    token: adminToken,
    request: adminClient.request,
    client,
    createUser,
    login,
    async signIn(data) {
      const created = await createUser(data)
      const token = await login(created.email, created.password)
      return { ...client(token), ...created, token }
    },
    socket,
    leakedSecrets,
    async stop({ keepDatabase = false } = {}) {
      for (const connection of sockets) connection.close()
      const leaked = await leakedSecrets()
      await app.teardown(server)
      if (!keepDatabase) await db.drop()
      if (leaked.length)
        throw new Error(`A password or password hash was answered, sent or logged: ${leaked.length} found`)
    }
  }
}
