import cluster from 'node:cluster'
import { parseArgs } from 'node:util'

/**
 * `npm run start:cluster -- --workers N`: N server processes on this machine sharing one port
 * (node's cluster module hands connections out in turn). They share the database and publish
 * events to each other through Redis, or through PostgreSQL without it: several on SQLite need
 * REDIS_URL. A process that dies is started again; SIGTERM and SIGINT stop them all, each draining
 * as a lone server does.
 */
const start = () => {
  const { values } = parseArgs({ options: { workers: { type: 'string', short: 'w' } } })
  const workers = Number(values.workers ?? process.env.WORKERS ?? 2)
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`--workers must be a whole number, not ${values.workers}`)
  // On PostgreSQL the processes share through the database when there is no Redis; SQLite cannot.
  if (workers > 1 && !process.env.REDIS_URL && !process.env.DATABASE_URL)
    throw new Error(
      'Several server processes on SQLite need REDIS_URL to share real-time events, account changes and sign-in counts (or PostgreSQL: DATABASE_URL)'
    )
  // Each process runs the compiled server as `npm start` does (this file runs only compiled, in dist/).
  cluster.setupPrimary({ exec: new URL('../scripts/run-compiled.mjs', import.meta.url).pathname, args: ['index'] })
  let stopping = false
  const fork = () => cluster.fork()
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`)
    setTimeout(fork, 1000)
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    setTimeout(() => process.exit(1), 12_000).unref()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGTERM'))
  for (let i = 0; i < workers; i++) fork()
}

try {
  start()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
