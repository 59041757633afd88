import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { startTestServer } from '../test/support/test-server'
import { wholeNumber } from './bench-options'
import { ms, textTable } from './report'

/**
 * `npm run bench:presence`: how fast a change of presence (someone opening or leaving a record)
 * reaches every signed-in socket. One socket joins and leaves a record in turns; the time from the
 * call to each of the other sockets receiving `presence changed` is one sample. With `--redis` two
 * server processes share Redis and half the sockets are on the other one. Not a test: it prints figures.
 */
const USAGE = 'npm run bench:presence -- [--sockets 200] [--rounds 100] [--redis]'
const GOAL_P99_MS = 100
const WARM_UP_ROUNDS = 5

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '100' },
    redis: { type: 'boolean', default: false }
  }
})
const sockets = wholeNumber('sockets', values.sockets, 1, USAGE)
const rounds = wholeNumber('rounds', values.rounds, 1, USAGE)
const log = (text: string) => process.stderr.write(`${text}\n`)

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]

const env: Record<string, string> = values.redis
  ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `bench-${Date.now()}:` }
  : {}
const first = await startTestServer(env)
const servers = values.redis
  ? [first, await startTestServer({ ...env, ADMIN_PASSWORD: first.admin.password }, { db: first.db })]
  : [first]
log(`${sockets} sockets on ${servers.length} process(es), ${rounds} rounds`)

const listeners = await Promise.all(
  Array.from({ length: sockets }, (_, index) => servers[index % servers.length].socket(first.token))
)
const mover = await first.socket(first.token)
let round = -1
let started = 0
let arrived = 0
let done: () => void = () => {}
const samples: number[] = []
for (const listener of listeners) {
  listener.events.length = 0
  listener.socket.on('presence changed', () => {
    if (round >= WARM_UP_ROUNDS) samples.push(performance.now() - started)
    if (++arrived === sockets) done()
  })
}

for (round = 0; round < rounds + WARM_UP_ROUNDS; round++) {
  arrived = 0
  const all = new Promise<void>((resolve) => (done = resolve))
  started = performance.now()
  if (round % 2 === 0) await mover.call('create', 'presence', { collection: 'teachers', recordId: 'bench' })
  else await mover.call('remove', 'presence', 'bench', { collection: 'teachers' })
  await all
  // Every socket keeps only the last events: the bench measures, it does not hoard.
  for (const listener of listeners) listener.events.length = 0
}

const sorted = samples.sort((a, b) => a - b)
const p99 = percentile(sorted, 0.99)
process.stdout.write(
  `\n${textTable(
    ['sockets', 'samples', 'p50', 'p95', 'p99', 'max', `goal p99 < ${GOAL_P99_MS} ms`],
    [
      [
        String(sockets),
        String(sorted.length),
        ms(percentile(sorted, 0.5)),
        ms(percentile(sorted, 0.95)),
        ms(p99),
        ms(sorted[sorted.length - 1]),
        p99 < GOAL_P99_MS ? 'yes' : 'NO'
      ]
    ],
    (column) => column > 0 && column < 6
  )}\n`
)
for (const server of [...servers].reverse()) await server.stop({ keepDatabase: server !== first })
process.exit(0)
