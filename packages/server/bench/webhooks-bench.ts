import http from 'node:http'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { createApp } from '../src/app'
import { readConfig } from '../src/config'
import { benchEachEngine, scratchDatabase, signIn } from './bench-engine'
import { postgresServerUrl, readEngines, wholeNumber, type Engine } from './bench-options'
import { ms, textTable } from './report'
import { timedFetch } from './timing'

/**
 * `npm run bench:webhooks`: whether webhooks slow the writes that cause them, side by side in one
 * run. Three servers on one engine, the same but for their subscriptions, take turns patching a
 * teacher: one with no subscription, one subscribed to `teachers.patched` at a receiver that
 * accepts the connection and never answers (each delivery waits out the timeout), one at a
 * receiver that answers 200 at once (deliveries go out while the patches run). Prints PATCH
 * p50/p95/p99 of each. Each engine runs in a process of its own. Not a test: it prints figures.
 */

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' }
const USAGE = 'npm run bench:webhooks -- [--db sqlite|postgres|both] [--requests 1000]'
const WARM_UP_ROUNDS = 50
/** p99 with a receiver that never answers, at most this much over p99 without a subscription. */
const GOAL_RATIO = 1.25

const log = (text: string) => process.stderr.write(`${text}\n`)

type Receiver = { url: string; close(): Promise<void>; requests: () => number }

/** A receiver on 127.0.0.1 that answers 200 at once, or (`hang`) reads the request and never answers. */
const startReceiver = async (hang: boolean): Promise<Receiver> => {
  let requests = 0
  const server = http.createServer((request, response) => {
    requests++
    request.resume()
    if (!hang) request.on('end', () => response.end('ok'))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    requests: () => requests,
    async close() {
      server.closeAllConnections()
      server.close()
    }
  }
}

interface Side {
  name: string
  base: string
  headers: Record<string, string>
  teacher: string
  times: number[]
  queued(): Promise<string>
  close(): Promise<void>
}

const startSide = async (engine: Engine, name: string, receiver?: Receiver): Promise<Side> => {
  const db = await scratchDatabase(engine, postgresServerUrl())
  const config = readConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.databaseUrl,
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEBHOOKS_ALLOW_PRIVATE: 'true'
  })
  const app = await createApp(config, { print: () => {} })
  const server = await app.listen(0, '127.0.0.1')
  if (!server.listening) await once(server, 'listening')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const headers = { ...(await signIn(base, ADMIN)), 'content-type': 'application/json' }
  const post = (path: string, body: unknown) =>
    timedFetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }, 201)
  if (receiver) await post('/api/webhooks', { url: receiver.url, events: ['teachers.patched'] })
  const teacher = (await post('/api/teachers', { name: 'Bench', hourlyRate: 100 })).body._id
  return {
    name,
    base,
    headers,
    teacher,
    times: [],
    async queued() {
      if (!receiver) return '-'
      const rows: Array<{ status: string; count: unknown }> = await app
        .get('knex')('webhook_deliveries')
        .select('status')
        .count({ count: '*' })
        .groupBy('status')
      return rows.map((row) => `${row.status} ${row.count}`).join(', ')
    },
    async close() {
      await app.teardown(server)
      await db.drop()
    }
  }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]
}

const benchEngine = async (engine: Engine, requests: number) => {
  log(`\n${engine}: PATCH with no subscription, a receiver that never answers, one that answers at once`)
  const receivers = [await startReceiver(true), await startReceiver(false)]
  const sides: Side[] = []
  try {
    sides.push(await startSide(engine, 'no subscription'))
    sides.push(await startSide(engine, 'receiver never answers', receivers[0]))
    sides.push(await startSide(engine, 'receiver answers 200', receivers[1]))
    for (let round = -WARM_UP_ROUNDS; round < requests; round++)
      // Which side goes first changes every round.
      for (let turn = 0; turn < sides.length; turn++) {
        const side = sides[(round + WARM_UP_ROUNDS + turn) % sides.length]
        const { ms: taken } = await timedFetch(`${side.base}/api/teachers/${side.teacher}`, {
          method: 'PATCH',
          headers: side.headers,
          body: JSON.stringify({ hourlyRate: 100 + (round & 511) })
        })
        if (round >= 0) side.times.push(taken)
      }
    const baseline = percentile(sides[0].times, 0.99)
    const rows: string[][] = []
    for (const [index, side] of sides.entries()) {
      const p99 = percentile(side.times, 0.99)
      rows.push([
        side.name,
        ms(percentile(side.times, 0.5)),
        ms(percentile(side.times, 0.95)),
        ms(p99),
        index === 0 ? '-' : `${(p99 / baseline).toFixed(2)}x`,
        index === 0 ? '-' : String(receivers[index - 1].requests()),
        await side.queued(),
        index === 1 ? (p99 <= GOAL_RATIO * baseline ? 'yes' : 'NO') : ''
      ])
    }
    const header = [
      'PATCH /api/teachers/:id',
      'p50',
      'p95',
      'p99',
      'p99 ratio',
      'received',
      'queue',
      `p99 <= ${GOAL_RATIO}x`
    ]
    return `${engine}, ${requests} patches per side by turns, over HTTP on 127.0.0.1\n${textTable(header, rows, (column) => column >= 1 && column <= 5)}`
  } finally {
    for (const side of sides) await side.close()
    for (const receiver of receivers) await receiver.close()
  }
}

const main = async () => {
  const { values } = parseArgs({
    options: { db: { type: 'string', default: 'both' }, requests: { type: 'string', default: '1000' } }
  })
  const engines = readEngines(values.db, USAGE)
  const requests = wholeNumber('requests', values.requests, 50, USAGE)
  await benchEachEngine(engines, (engine) => benchEngine(engine, requests))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
