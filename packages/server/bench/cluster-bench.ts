import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { execFileSync } from 'node:child_process'
import { startServerProcess, type ServerProcess } from '../test/support/server-process'
import { createTestDatabase } from '../test/support/test-database'
import { cpuLine, measureCpu } from './cpu-meter'
import { capacityTable, requestCost } from './capacity'
import { getListPage } from './list-request'
import { rssOfProcess } from './process-rss'
import { steadyLoad } from './steady-load'

/**
 * `npm run bench:cluster [-- --seconds 8 --sockets 1000 --events 200]`: server processes sharing
 * PostgreSQL and Redis, side by side in one run:
 *   (a) REST list throughput and p99 with 1 process, then 2 (requests spread over both in turn, as
 *       a load balancer would): goal >= 1.6x;
 *   (b) events delivered to 1,000 sockets spread over 2 processes, writes made through both:
 *       goal 0 lost, p99 under 100 ms (the sockets listen in threads of their own);
 *   (c) signed-in list pages rendered on the server per second by one process, with its pool of
 *       render threads and without (RENDER_THREADS=0): goal >= 1.7x;
 *   (d) resident memory of each process;
 *   (e) capacity on paper: the CPU per 1,000 list requests of the servers and of PostgreSQL with 1
 *       and 2 processes, as fast as they answer and at the same steady rate per process, and the
 *       requests per second per server core that follow: goal, at the steady rate a request costs
 *       the servers no more than 1.1x with 2 processes than with 1.
 * The servers are the compiled build that `npm start` runs. Beside each figure, where the
 * machine's CPU went (each server process, this load maker, PostgreSQL, Redis): a machine already
 * full with one process cannot go faster with two.
 * Needs PostgreSQL (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) and Redis
 * (REDIS_URL, else redis://127.0.0.1:6379). The load is made by this process, on the same machine.
 */

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    sockets: { type: 'string', default: '1000' },
    events: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '32' },
    rows: { type: 'string', default: '5000' },
    'listener-threads': { type: 'string', default: '2' }
  }
})
const SECONDS = Number(args.seconds)
const SOCKETS = Number(args.sockets)
const EVENTS = Number(args.events)
const CONCURRENCY = Number(args.concurrency)
const ROWS = Number(args.rows)
const LISTENER_THREADS = Number(args['listener-threads'])
const EVENT_WARM_UP = 20

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const log = (text: string) => process.stderr.write(`${text}\n`)

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN

const rssOf = (server: ServerProcess) => rssOfProcess(server.child().pid!) / 1024 / 1024

/** List pages for `seconds`, `CONCURRENCY` at a time, spread over the servers in turn (getListPage). */
const listLoad = async (servers: ServerProcess[], token: string) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const latencies: number[] = []
  let failed = 0
  let turn = 0
  const get = (server: ServerProcess) => getListPage(server.url, token, agent)
  const end = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      const status = await get(servers[turn++ % servers.length])
      if (status === 200) latencies.push(performance.now() - started)
      else failed += 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { perSecond: latencies.length / SECONDS, p99: percentile(latencies, 99), failed }
}

/** Sockets listening in threads of their own (`event-listeners.mjs`), `SOCKETS` in all. */
const startListeners = async (servers: ServerProcess[], token: string) => {
  const threads = Array.from({ length: LISTENER_THREADS }, (_, index) => {
    const count = Math.floor(SOCKETS / LISTENER_THREADS) + (index < SOCKETS % LISTENER_THREADS ? 1 : 0)
    const urls = servers.map((_, at) => servers[(at + index) % servers.length].url)
    return new Worker(new URL('./event-listeners.mjs', import.meta.url), {
      workerData: { urls, token, count, expected: EVENT_WARM_UP + EVENTS }
    })
  })
  const next = (thread: Worker, kind: string) =>
    new Promise<{ arrivals?: [string, number][] }>((resolve, reject) => {
      const heard = (message: { kind: string; arrivals?: [string, number][] }) => {
        if (message.kind !== kind) return
        thread.off('message', heard)
        resolve(message)
      }
      thread.on('message', heard)
      thread.once('error', reject)
    })
  await Promise.all(threads.map((thread) => next(thread, 'connected')))
  return { threads, next }
}

/** `EVENTS` teachers created through both servers in turn; every socket should hear every one. */
const eventLoad = async (servers: ServerProcess[], listeners: Awaited<ReturnType<typeof startListeners>>) => {
  const { threads, next } = listeners
  const heardAll = Promise.all(threads.map((thread) => next(thread, 'heardAll')))
  const sentAt = new Map<string, number>()
  // 50 writes a second, each made through the next server; the first ones, untimed, warm up the
  // listening threads.
  for (let i = 0; i < EVENT_WARM_UP; i++) {
    void servers[i % servers.length].request('POST', '/api/teachers', { name: `bench-warm-up-${i}` })
    await sleep(20)
  }
  await sleep(1000)
  const firstAt = performance.timeOrigin + performance.now()
  for (let i = 0; i < EVENTS; i++) {
    const name = `bench-event-${i}`
    sentAt.set(name, performance.timeOrigin + performance.now())
    void servers[i % servers.length].request('POST', '/api/teachers', { name })
    await sleep(20)
  }
  await Promise.race([heardAll, sleep(10_000)])
  const answers = threads.map((thread) => next(thread, 'arrivals'))
  for (const thread of threads) thread.postMessage('finish')
  const arrivals = (await Promise.all(answers)).flatMap((answer) => answer.arrivals ?? [])
  await Promise.all(threads.map((thread) => thread.terminate()))
  const latencies = arrivals.flatMap(([name, at]) => {
    const sent = sentAt.get(name)
    return sent === undefined ? [] : [at - sent]
  })
  const lastAt = arrivals.reduce((latest, [, at]) => Math.max(latest, at), firstAt)
  latencies.sort((a, b) => a - b)
  return {
    delivered: latencies.length,
    lost: EVENTS * SOCKETS - latencies.length,
    perSecond: latencies.length / ((lastAt - firstAt) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99)
  }
}

/** Signed-in list pages for `seconds`, `CONCURRENCY` at a time, from one server. */
const pageLoad = async (server: ServerProcess, token: string) => {
  const cookie = await fetch(`${server.url}/api/session-cookie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` }
  }).then((response) => response.headers.get('set-cookie')!.split(';')[0])
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const latencies: number[] = []
  let plain = 0
  const get = () =>
    new Promise<boolean>((resolve) => {
      const request = http.get(`${server.url}/en/teachers`, { agent, headers: { cookie } }, (response) => {
        let html = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (html += chunk))
        response.on('end', () => resolve(response.statusCode === 200 && html.includes('data-testid="row"')))
      })
      request.on('error', () => resolve(false))
    })
  const end = performance.now() + SECONDS * 1000
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      if (await get()) latencies.push(performance.now() - started)
      else plain += 1
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { perSecond: latencies.length / SECONDS, p99: percentile(latencies, 99), plain }
}

const goal = (name: string, figure: string, pass: boolean) =>
  console.log(`${pass ? 'PASS' : 'MISS'}  ${name}: ${figure}`)

const main = async () => {
  execFileSync(process.execPath, ['scripts/build-web-if-stale.mjs'], {
    cwd: new URL('../../../', import.meta.url).pathname,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' }
  })
  const db = await createTestDatabase()
  const env = {
    REDIS_URL,
    REDIS_PREFIX: `bench-${process.pid}:`,
    AUTH_SECRET: 'bench-secret-'.padEnd(64, 'x'),
    ADMIN_PASSWORD: 'bench-password-1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error'
  }
  log('starting two server processes on one PostgreSQL database and Redis')
  const servers = await Promise.all([0, 1].map(() => startServerProcess({ db, env, compiled: true })))
  try {
    const [a] = servers
    log(`writing ${ROWS} teachers`)
    for (let i = 0; i < ROWS; i += 500) {
      const rows = Array.from({ length: Math.min(500, ROWS - i) }, (_, j) => ({ name: `Teacher ${i + j}` }))
      const answer = await a.request('POST', '/api/teachers', rows)
      if (answer.status !== 201) throw new Error(`seed: ${answer.status} ${JSON.stringify(answer.body)}`)
    }
    log(`(a) REST list pages, ${CONCURRENCY} at a time for ${SECONDS} s: 1 process, then 2`)
    const pids = Object.fromEntries(servers.map((server, i) => [`server ${i + 1}`, server.child().pid!]))
    await listLoad([a], a.token!)
    const { result: one, cpu: oneCpu } = await measureCpu(pids, () => listLoad([a], a.token!))
    const { result: two, cpu: twoCpu } = await measureCpu(pids, () => listLoad(servers, a.token!))
    console.log(
      `REST list, 1 process:  ${one.perSecond.toFixed(0)}/s, p99 ${one.p99.toFixed(1)} ms, ${one.failed} failed`
    )
    console.log(`  ${cpuLine(oneCpu)}`)
    console.log(
      `REST list, 2 processes: ${two.perSecond.toFixed(0)}/s, p99 ${two.p99.toFixed(1)} ms, ${two.failed} failed`
    )
    console.log(`  ${cpuLine(twoCpu)}`)
    const ratio = two.perSecond / one.perSecond
    goal('REST list throughput, 2 processes / 1', `${ratio.toFixed(2)}x (goal >= 1.6x)`, ratio >= 1.6)
    // The same steady load on each process, a third of what one answers at most: with one
    // process, then with two; what a request costs the servers should not grow with their number.
    const rate = Math.max(50, Math.round(one.perSecond / 3))
    const steadyOne = await measureCpu(pids, () => steadyLoad([a.url], a.token!, rate, SECONDS))
    const steadyTwo = await measureCpu(pids, () =>
      steadyLoad(
        servers.map((s) => s.url),
        a.token!,
        rate,
        SECONDS
      )
    )
    const runs = [
      {
        label: 'REST list, 1 process, as fast as it answers',
        perSecond: one.perSecond,
        cpu: oneCpu,
        servers: ['server 1']
      },
      {
        label: 'REST list, 2 processes, as fast as they answer',
        perSecond: two.perSecond,
        cpu: twoCpu,
        servers: Object.keys(pids)
      },
      {
        label: `REST list, 1 process at ${rate}/s`,
        perSecond: steadyOne.result.perSecond,
        cpu: steadyOne.cpu,
        servers: ['server 1']
      },
      {
        label: `REST list, 2 processes at ${rate}/s each`,
        perSecond: steadyTwo.result.perSecond,
        cpu: steadyTwo.cpu,
        servers: Object.keys(pids)
      }
    ]
    console.log(capacityTable(runs))
    const extra = requestCost(runs[3]).server / requestCost(runs[2]).server
    goal('server CPU per request, 2 processes / 1', `${extra.toFixed(2)}x (goal <= 1.1x)`, extra <= 1.1)

    log(`(b) ${SOCKETS} sockets over 2 processes, ${EVENTS} writes through both`)
    const listeners = await startListeners(servers, a.token!)
    const { result: events, cpu: eventsCpu } = await measureCpu(pids, () => eventLoad(servers, listeners))
    console.log(
      `events: ${events.delivered} delivered, ${events.lost} lost, ${events.perSecond.toFixed(0)}/s, ` +
        `p50 ${events.p50.toFixed(1)} ms, p99 ${events.p99.toFixed(1)} ms`
    )
    console.log(`  ${cpuLine(eventsCpu)}`)
    goal('events lost', `${events.lost} (goal 0)`, events.lost === 0)
    goal('event latency p99', `${events.p99.toFixed(1)} ms (goal < 100 ms)`, events.p99 < 100)

    log('(c) signed-in list pages rendered on the server: with render threads, then without')
    const mainThread = await startServerProcess({ db, env: { ...env, RENDER_THREADS: '0' }, compiled: true })
    servers.push(mainThread)
    const renderPids = { 'with threads': a.child().pid!, 'main thread only': mainThread.child().pid! }
    await pageLoad(a, a.token!)
    const { result: pooled, cpu: pooledCpu } = await measureCpu(renderPids, () => pageLoad(a, a.token!))
    await pageLoad(mainThread, a.token!)
    const { result: alone, cpu: aloneCpu } = await measureCpu(renderPids, () =>
      pageLoad(mainThread, a.token!)
    )
    for (const [name, figures, cpu] of [
      ['with render threads', pooled, pooledCpu],
      ['on the main thread ', alone, aloneCpu]
    ] as const) {
      console.log(
        `pages ${name}: ${figures.perSecond.toFixed(1)}/s, p99 ${figures.p99.toFixed(0)} ms, ${figures.plain} not rendered`
      )
      console.log(`  ${cpuLine(cpu)}`)
    }
    const pages = pooled.perSecond / alone.perSecond
    goal('page renders, threads / main thread', `${pages.toFixed(2)}x (goal >= 1.7x)`, pages >= 1.7)

    console.log(
      `memory: ${servers.map((server, i) => `process ${i + 1} ${rssOf(server).toFixed(0)} MB`).join(', ')}`
    )
  } finally {
    await Promise.all(servers.map((server) => server.stop({ keepDatabase: true })))
    await db.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
