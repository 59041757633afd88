import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { bodyOf, rawRequest } from './raw-http'
import { createTestDatabase, type TestDatabase } from './test-database'
import type { Account, Answer, Client, TestSocket } from './test-server'
import { connectSocket } from './test-socket'
import { jsonRequest } from './json-request'

const REPO = fileURLToPath(new URL('../../../../', import.meta.url))
/** How the server starts: from its sources through tsx, or compiled as `npm start` runs it. */
const ENTRY = {
  source: ['--import', 'tsx', 'packages/server/src/index.ts'],
  compiled: ['packages/server/scripts/run-compiled.mjs', 'index']
}
/** Lines of output kept; older ones are dropped. */
const KEPT_LINES = 4000

export interface ServerExit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** The real server (`src/index.ts`) in a process of its own, which may be killed and started again. */
export interface ServerProcess extends Client {
  url: string
  port: number
  db: TestDatabase
  admin: Account
  /** The current process. */
  child(): ChildProcess
  running(): boolean
  /** Resolves when the current process ends. */
  exited(): Promise<ServerExit>
  /** Position in the output, for `outputSince`. */
  outputMark(): number
  /** Lines the process wrote to stdout and stderr since a mark (JSON log lines among them). */
  outputSince(mark: number): string[]
  /** Whether `GET /api/health` answers 200 within the time. */
  healthy(timeoutMs?: number): Promise<boolean>
  client(token?: string | null, timeoutMs?: number): Client
  signIn(data?: Record<string, unknown>): Promise<Account>
  socket(token?: string, timeoutMs?: number): Promise<TestSocket>
  /** SIGKILL, then waits for the end. */
  kill(): Promise<ServerExit>
  /** Starts a new process on the same data and port (killing the current one first). */
  restart(): Promise<void>
  stop(options?: { keepDatabase?: boolean }): Promise<void>
}

/** A TCP port nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const randomPassword = () => `pw-${crypto.randomBytes(9).toString('hex')}`
const randomEmail = () => `user-${crypto.randomBytes(5).toString('hex')}@test.local`

/**
 * Starts `node --import tsx src/index.ts` (or, `compiled`, the build that `npm start` runs, built
 * first when older than its sources) on a fresh database (or `db`) with the variables of
 * `config.ts`, waits until `/api/health` answers and signs in the first administrator.
 */
export const startServerProcess = async (
  options: {
    env?: Record<string, string>
    db?: TestDatabase
    requestTimeoutMs?: number
    compiled?: boolean
  } = {}
): Promise<ServerProcess> => {
  const db = options.db ?? (await createTestDatabase({ migrated: true }))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const adminEmail = options.env?.ADMIN_EMAIL ?? 'admin@test.local'
  // Processes that share a database share its first administrator.
  const adminPassword = options.env?.ADMIN_PASSWORD ?? randomPassword()
  const { DATABASE_URL: _inherited, NODE_OPTIONS: _options, ...inherited } = process.env
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: db.dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    // Access tokens stay valid across restarts.
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    LOGIN_DELAY_MS: '5',
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    ...options.env
  }
  const lines: string[] = []
  let dropped = 0
  let child: ChildProcess
  let exit: Promise<ServerExit>
  let alive = false
  const sockets: TestSocket[] = []

  const keep = (stream: NodeJS.ReadableStream) => {
    let partial = ''
    stream.setEncoding('utf8')
    stream.on('data', (text: string) => {
      const parts = (partial + text).split('\n')
      partial = parts.pop() ?? ''
      lines.push(...parts)
      if (lines.length > KEPT_LINES) dropped += lines.splice(0, lines.length - KEPT_LINES).length
    })
  }

  const healthy = async (timeoutMs = 3000) =>
    (await rawRequest(url, { method: 'GET', path: '/api/health', timeoutMs })).status === 200

  if (options.compiled)
    execFileSync(process.execPath, ['packages/server/scripts/build.mjs', '--if-stale'], {
      cwd: REPO,
      stdio: 'inherit'
    })
  const launch = async () => {
    child = spawn(process.execPath, options.compiled ? ENTRY.compiled : ENTRY.source, {
      cwd: REPO,
      env,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    alive = true
    // A test run that ends abruptly must not leave its server behind.
    const orphaned = () => child.kill('SIGKILL')
    process.once('exit', orphaned)
    exit = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        alive = false
        process.off('exit', orphaned)
        resolve({ code, signal })
      })
    )
    keep(child.stdout!)
    keep(child.stderr!)
    const deadline = Date.now() + 90_000
    while (Date.now() < deadline) {
      if (!alive) throw new Error(`The server ended while starting:\n${lines.slice(-30).join('\n')}`)
      if (await healthy(1000)) return
      await sleep(100)
    }
    child.kill('SIGKILL')
    throw new Error(`The server did not answer /api/health within 90 s:\n${lines.slice(-30).join('\n')}`)
  }

  const client = (token?: string | null, timeoutMs = options.requestTimeoutMs ?? 15_000): Client => ({
    token: token ?? undefined,
    async request(method, path, body, headers = {}) {
      const answer = await rawRequest(url, {
        method,
        path,
        timeoutMs,
        ...jsonRequest(token ?? undefined, body, headers)
      })
      return answer.status
        ? { status: answer.status, body: bodyOf(answer) }
        : { status: 0, body: { error: answer.error } }
    }
  })

  const login = async (email: string, password: string) => {
    const answer: Answer = await client().request('POST', '/api/authentication', {
      strategy: 'local',
      email,
      password
    })
    if (answer.status !== 201)
      throw new Error(`login of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body as { accessToken: string; user: any }
  }

  await launch()
  const session = await login(adminEmail, adminPassword)
  const adminClient = client(session.accessToken)
  const admin: Account = {
    ...adminClient,
    token: session.accessToken,
    email: adminEmail,
    password: adminPassword,
    user: session.user
  }

  const kill = async () => {
    if (alive) child.kill('SIGKILL')
    return exit
  }

  return {
    url,
    port,
    db,
    admin,
    token: admin.token,
    request: adminClient.request,
    child: () => child,
    running: () => alive,
    exited: () => exit,
    outputMark: () => dropped + lines.length,
    outputSince: (mark) => lines.slice(Math.max(0, mark - dropped)),
    healthy,
    client,
    async signIn(data = {}) {
      const email = (data.email as string) ?? randomEmail()
      const password = (data.password as string) ?? randomPassword()
      const created = await adminClient.request('POST', '/api/users', {
        name: 'Test user',
        role: 'editor',
        ...data,
        email,
        password
      })
      if (created.status !== 201)
        throw new Error(`create user: ${created.status} ${JSON.stringify(created.body)}`)
      const { accessToken } = await login(email, password)
      return { ...client(accessToken), user: created.body, email, password, token: accessToken }
    },
    async socket(token, timeoutMs = options.requestTimeoutMs ?? 15_000) {
      const socket = await connectSocket(url, token, timeoutMs)
      sockets.push(socket)
      return socket
    },
    kill,
    async restart() {
      for (const socket of sockets.splice(0)) socket.close()
      await kill()
      await launch()
    },
    async stop({ keepDatabase = false } = {}) {
      for (const socket of sockets.splice(0)) socket.close()
      if (alive) {
        child.kill('SIGTERM')
        const ended = await Promise.race([exit, sleep(5000).then(() => undefined)])
        if (!ended) await kill()
      }
      if (!keepDatabase) await db.drop()
    }
  }
}
