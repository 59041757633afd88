import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { freePort } from '../test/support/server-process'
import { wholeNumber } from './bench-options'
import { getListPage } from './list-request'

/**
 * `npm run bench:burst [-- --against c7dde30 --clients 50 --seconds 30 --runs 4 --rows 5000]`:
 * list pages under a burst of concurrent signed-in clients (SQLite), for this tree and for an
 * earlier commit side by side, runs taking turns. Both trees run from their sources (tsx), as the
 * earlier one could only; this tree's compiled build, as `npm start` runs it, is timed beside.
 * The earlier tree is unpacked and installed once under ~/.cache/tutor-admin/bench-trees.
 */

const USAGE =
  'npm run bench:burst -- [--against c7dde30] [--clients 50] [--seconds 30] [--runs 4] [--rows 5000]'
const { values } = parseArgs({
  options: {
    against: { type: 'string', default: 'c7dde30' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '30' },
    runs: { type: 'string', default: '4' },
    rows: { type: 'string', default: '5000' }
  }
})
const CLIENTS = wholeNumber('clients', values.clients!, 1, USAGE)
const SECONDS = wholeNumber('seconds', values.seconds!, 1, USAGE)
const RUNS = wholeNumber('runs', values.runs!, 1, USAGE)
const ROWS = wholeNumber('rows', values.rows!, 25, USAGE)
const ADMIN = { email: 'burst-admin@example.com', password: 'burst-password-1' }
const ROOT = path.resolve(import.meta.dirname, '../../..')
const log = (text: string) => process.stderr.write(`${text}\n`)

/** The commit's tree, unpacked and installed once (its own lock file) in the cache. */
const treeOf = (ref: string) => {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: ROOT })
    .toString()
    .trim()
  const dir = path.join(os.homedir(), '.cache/tutor-admin/bench-trees', sha)
  if (!fs.existsSync(path.join(dir, '.installed'))) {
    log(`unpacking ${sha.slice(0, 7)} and installing its packages (once)`)
    fs.rmSync(dir, { recursive: true, force: true })
    fs.mkdirSync(dir, { recursive: true })
    execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' })
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' })
    fs.writeFileSync(path.join(dir, '.installed'), '')
  }
  return { sha, dir }
}

interface Side {
  label: string
  cwd: string
  args: string[]
  child?: ChildProcess
  url?: string
  token?: string
  perSecond: number[]
}

const call = async (url: string, method: string, body?: unknown, token?: string) => {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Starts a side's server on a database of its own, fills it with `ROWS` teachers and signs in. */
const start = async (side: Side) => {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'burst-'))
  side.child = spawn(process.execPath, side.args, {
    cwd: side.cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password
    }
  })
  side.url = `http://127.0.0.1:${port}`
  for (let waited = 0; ; waited += 100) {
    if (side.child.exitCode !== null) throw new Error(`${side.label}: the server ended while starting`)
    if (
      await fetch(`${side.url}/api/health`).then(
        (r) => r.ok,
        () => false
      )
    )
      break
    if (waited > 120_000) throw new Error(`${side.label}: no answer from /api/health in 120 s`)
    await sleep(100)
  }
  side.token = (
    await call(`${side.url}/api/authentication`, 'POST', { strategy: 'local', ...ADMIN })
  ).accessToken
  for (let at = 0; at < ROWS; at += 500) {
    const rows = Array.from({ length: Math.min(500, ROWS - at) }, (_, i) => ({ name: `Teacher ${at + i}` }))
    await call(`${side.url}/api/teachers`, 'POST', rows, side.token)
  }
}

/** `CLIENTS` clients asking for one of the first list pages, newest first, for `seconds`: answers per second. */
const burst = async (side: Side, seconds = SECONDS) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })
  let answered = 0
  let failed = 0
  const get = async () => {
    if ((await getListPage(side.url!, side.token!, agent)) === 200) answered += 1
    else failed += 1
  }
  const end = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) await get()
    })
  )
  agent.destroy()
  if (failed) log(`  ${side.label}: ${failed} requests failed`)
  return answered / ((performance.now() - started) / 1000)
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]

const main = async () => {
  const earlier = treeOf(values.against!)
  execFileSync(process.execPath, ['packages/server/scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit'
  })
  const tsx = ['--import', 'tsx', 'packages/server/src/index.ts']
  const sides: Side[] = [
    { label: `${earlier.sha.slice(0, 7)} (sources)`, cwd: earlier.dir, args: tsx, perSecond: [] },
    { label: 'this tree (sources)', cwd: ROOT, args: tsx, perSecond: [] },
    {
      label: 'this tree (compiled)',
      cwd: ROOT,
      args: ['packages/server/scripts/run-compiled.mjs', 'index'],
      perSecond: []
    }
  ]
  try {
    for (const side of sides) {
      log(`starting ${side.label} and writing ${ROWS} teachers`)
      await start(side)
      await burst(side, 5) // warm-up, not counted
    }
    for (let run = 1; run <= RUNS; run++)
      for (const side of sides) {
        side.perSecond.push(await burst(side))
        log(`  run ${run}: ${side.label} ${side.perSecond.at(-1)!.toFixed(0)}/s`)
      }
  } finally {
    for (const side of sides) side.child?.kill('SIGKILL')
  }
  console.log(
    `List pages, ${CLIENTS} clients for ${SECONDS} s, ${RUNS} runs each by turns (SQLite, ${ROWS} teachers)`
  )
  const base = median([...sides[0].perSecond].sort((a, b) => a - b))
  for (const side of sides) {
    const sorted = [...side.perSecond].sort((a, b) => a - b)
    console.log(
      `${side.label.padEnd(24)} ${sorted[0].toFixed(0)}–${sorted.at(-1)!.toFixed(0)}/s, median ${median(sorted).toFixed(0)}/s, ${(median(sorted) / base).toFixed(2)}× the earlier tree`
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
