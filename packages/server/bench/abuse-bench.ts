import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import readline from 'node:readline'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { createApp } from '../src/app'
import { readConfig } from '../src/config'
import { uploadTempDir } from '../src/uploads/temp-files'
import type { TestDatabase } from '../test/support/test-database'
import { BOUNDARY, multipartBody, rawPost } from '../test/transfer/upload-requests'
import { bombWorkbook } from '../test/transfer/workbook-file'
import { scratchDatabase } from './bench-engine'
import { postgresServerUrl, readEngines, type Engine } from './bench-options'

/**
 * `npm run bench:abuse [-- --db sqlite|postgres|both]`: the requests of the hardening issue against
 * the real server, run as a process of its own so that its memory is read from outside
 * (/proc/{pid}/status). Prints figures and whether each meets its goal:
 *   (a) a backtracking `$regex` on a 10,000-character name is answered or refused in under 50 ms
 *       while /api/health stays under 50 ms at p99;
 *   (b) a 5 MB workbook of a million rows is refused within 1 s, the server's memory growing by
 *       less than 100 MB;
 *   (c) 50 uploads at once that lack their closing boundary crash nothing, and memory comes back
 *       within 10% of where it was.
 */

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' }
const USAGE = 'npm run bench:abuse -- [--db sqlite|postgres|both]'
const MB = 1024 * 1024

const log = (text: string) => process.stderr.write(`${text}\n`)

interface Goal {
  name: string
  figure: string
  pass: boolean
}

/** Child mode: the server alone, on the database of the environment; prints its port. */
const serve = async () => {
  const app = await createApp(readConfig(process.env), { print: () => {} })
  const server = await app.listen(0, '127.0.0.1')
  if (!server.listening) await once(server, 'listening')
  // The bench asks for a collection before it reads "memory after": what the heap could free.
  process.on('SIGUSR2', () => (globalThis as { gc?: () => void }).gc?.())
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`)
}

interface ServerProcess {
  child: ChildProcess
  url: string
  /** Resident memory now, in bytes. */
  rss(): number
  /** Resets the peak of resident memory, where the kernel allows it; false when it does not. */
  resetPeak(): boolean
  /** Peak resident memory since the last reset, in bytes. */
  peak(): number
  /** Collects garbage in the server and waits for memory to settle. */
  settle(): Promise<void>
  alive(): boolean
}

const statusField = (pid: number, field: string) =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  ) * 1024

const startServer = async (db: TestDatabase): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--expose-gc', ...process.execArgv, process.argv[1], '--serve'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password
    },
    stdio: ['ignore', 'pipe', 'inherit']
  })
  // Its output is read to the end (a full pipe would stall it); the first line of its own is the port.
  const lines = readline.createInterface({ input: child.stdout! })
  const port = await new Promise<number>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{"port":')) resolve((JSON.parse(line) as { port: number }).port)
    })
    child.once('exit', () => reject(new Error('the server ended before it listened')))
  })
  const pid = child.pid!
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    rss: () => statusField(pid, 'VmRSS'),
    resetPeak() {
      try {
        fs.writeFileSync(`/proc/${pid}/clear_refs`, '5')
        return true
      } catch {
        return false
      }
    },
    peak: () => statusField(pid, 'VmHWM'),
    async settle() {
      for (let round = 0; round < 3; round++) {
        child.kill('SIGUSR2')
        await sleep(300)
      }
    },
    alive: () => child.exitCode === null && child.signalCode === null
  }
}

const signIn = async (url: string) => {
  const response = await fetch(`${url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', ...ADMIN })
  })
  if (response.status !== 201)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`
const percent = (value: number, base: number) =>
  `${value >= base ? '+' : ''}${(((value - base) / base) * 100).toFixed(1)}%`

/** Times GET /api/health back to back until `stop` resolves. */
const pollHealth = async (url: string, stop: Promise<unknown>) => {
  const times: number[] = []
  let done = false
  void stop.finally(() => (done = true))
  while (!done) {
    const started = performance.now()
    const response = await fetch(`${url}/api/health`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
    await sleep(5)
  }
  return times
}

/** (a) `name[$regex]=^(a+)+$` against a 10,000-character name, health polled meanwhile. */
const regexCase = async (server: ServerProcess, token: string): Promise<Goal[]> => {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const created = await fetch(`${server.url}/api/teachers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'a'.repeat(9_999) + '!' })
  })
  if (created.status !== 201) throw new Error(`Creating the teacher answered ${created.status}`)
  const path = `/api/teachers?name[$regex]=${encodeURIComponent('^(a+)+$')}`
  const times: number[] = []
  const statuses = new Set<number>()
  const timed = async () => {
    const started = performance.now()
    const response = await fetch(server.url + path, { headers })
    await response.arrayBuffer()
    statuses.add(response.status)
    return performance.now() - started
  }
  for (let round = 0; round < 3; round++) await timed()
  const requests = (async () => {
    for (let round = 0; round < 200; round++) times.push(await timed())
  })()
  const health = await pollHealth(server.url, requests)
  await requests
  const slowest = Math.max(...times)
  const healthP99 = percentile(health, 0.99)
  return [
    {
      name: '(a) backtracking $regex answered or refused',
      figure: `max ${ms(slowest)}, p99 ${ms(percentile(times, 0.99))}, p50 ${ms(percentile(times, 0.5))} over ${times.length} after 3 to warm up (status ${[...statuses].join(', ')})`,
      pass: slowest < 50
    },
    {
      name: '(a) /api/health meanwhile',
      figure: `p99 ${ms(healthP99)} over ${health.length}`,
      pass: healthP99 < 50
    }
  ]
}

const upload = (url: string, token: string, file: Buffer, filename: string) =>
  rawPost(
    url,
    '/api/import/teachers',
    { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    multipartBody([
      { name: 'dryRun', data: 'true' },
      { name: 'file', filename, type: 'application/octet-stream', data: file }
    ])
  )

/** (b) The 5 MB workbook of a million rows, with and without a declared size. */
const bombCase = async (server: ServerProcess, token: string): Promise<Goal[]> => {
  const goals: Goal[] = []
  for (const dimension of [false, true]) {
    const bomb = bombWorkbook(1_000_000, { dimension })
    await server.settle()
    const before = server.rss()
    const exactPeak = server.resetPeak()
    let polledPeak = before
    const poll = setInterval(() => (polledPeak = Math.max(polledPeak, server.rss())), 5)
    const started = performance.now()
    const answer = await upload(server.url, token, bomb, 'bomb.xlsx')
    const seconds = (performance.now() - started) / 1000
    clearInterval(poll)
    const growth = (exactPeak ? server.peak() : polledPeak) - before
    goals.push({
      name: `(b) ${mb(bomb.length)} workbook of 1,000,000 rows, ${dimension ? 'size declared' : 'no declared size'}`,
      figure: `${answer.status} in ${seconds.toFixed(2)} s, RSS ${mb(before)} + ${mb(growth)} at peak (${exactPeak ? 'VmHWM' : 'polled'})`,
      pass: answer.status === 413 && seconds < 1 && growth < 100 * MB
    })
  }
  return goals
}

/** (c) 50 uploads at once, each cut before its closing boundary. */
const truncatedCase = async (server: ServerProcess, token: string, db: TestDatabase): Promise<Goal[]> => {
  const body = multipartBody(
    [
      { name: 'dryRun', data: 'true' },
      { name: 'file', filename: 'teachers.csv', type: 'text/csv', data: 'name\n' + 'Tutor\n'.repeat(170_000) }
    ],
    false
  )
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${BOUNDARY}`
  }
  const send = () => rawPost(server.url, '/api/import/teachers', headers, body)
  const burst = () => Promise.all(Array.from({ length: 50 }, send))
  // A first burst grows the heap and the allocator's pools to what 50 uploads at once take, and
  // they keep that memory; memory that grew on with each burst would be a leak.
  await server.settle()
  const initial = server.rss()
  await burst()
  await server.settle()
  const before = server.rss()
  const started = performance.now()
  const answers = await burst()
  const seconds = (performance.now() - started) / 1000
  for (let round = 0; round < 2; round++) answers.push(...(await burst()))
  const health = await fetch(`${server.url}/api/health`).then(
    (response) => response.status,
    () => 0
  )
  await server.settle()
  const after = server.rss()
  const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ')
  const leftFiles = fs.existsSync(uploadTempDir(db.dataDir)) ? fs.readdirSync(uploadTempDir(db.dataDir)) : []
  return [
    {
      name: `(c) bursts of 50 uploads at once of ${mb(body.length)}, no closing boundary`,
      figure: `all answered ${statuses}, a burst in ${seconds.toFixed(2)} s, health ${health}, server ${server.alive() ? 'up' : 'DOWN'}, ${leftFiles.length} files left`,
      pass: server.alive() && health === 200 && leftFiles.length === 0
    },
    {
      name: '(c) memory after they are refused',
      figure: `RSS ${mb(before)} before, ${mb(after)} after 3 more bursts (${percent(after, before)}); a first burst took it from ${mb(initial)} (${percent(before, initial)})`,
      pass: after <= before * 1.1
    }
  ]
}

const benchEngine = async (engine: Engine, postgresUrl: string) => {
  const db = await scratchDatabase(engine, postgresUrl)
  const server = await startServer(db)
  try {
    const token = await signIn(server.url)
    log(`${engine}: server pid ${server.child.pid}, RSS ${mb(server.rss())}`)
    const goals = [
      ...(await regexCase(server, token)),
      ...(await bombCase(server, token)),
      ...(await truncatedCase(server, token, db))
    ]
    const width = Math.max(...goals.map((goal) => goal.name.length))
    process.stdout.write(
      `\n${engine}\n${goals.map((goal) => `  ${goal.pass ? 'PASS' : 'FAIL'}  ${goal.name.padEnd(width)}  ${goal.figure}`).join('\n')}\n`
    )
    return goals.every((goal) => goal.pass)
  } finally {
    server.child.kill('SIGTERM')
    await once(server.child, 'exit').catch(() => {})
    await db.drop()
  }
}

const main = async () => {
  const { values } = parseArgs({
    options: { db: { type: 'string', default: 'both' }, serve: { type: 'boolean', default: false } }
  })
  if (values.serve) return serve()
  const engines = readEngines(values.db, USAGE)
  const postgresUrl = postgresServerUrl()
  let allPass = true
  for (const engine of engines) allPass = (await benchEngine(engine, postgresUrl)) && allPass
  process.stdout.write(`\n${allPass ? 'every goal met' : 'some goals missed'}\n`)
  process.exit(allPass ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
