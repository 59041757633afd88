import { once } from 'node:events'
import type { Server } from 'node:http'
import { createApp } from './app'
import { drain } from './cluster/drain'
import { readConfig } from './config'

/** A start refused for a reason said in a sentence, which is all it prints. */
class StartRefused extends Error {}

/**
 * Settles once the server listens. Feathers' listen resolves before the port is bound: a port that
 * another program holds would otherwise be logged as listening, then fail without ending the start.
 */
const bound = async (server: Server, port: number, host: string) => {
  if (server.listening) return
  try {
    await once(server, 'listening')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    throw new StartRefused(`Port ${port} on ${host} is in use by another program: stop it, or start with another PORT.`)
  }
}

/** Starts the server and stops it gracefully: requests in flight finish, then the database closes. */
const start = async () => {
  const config = readConfig()
  const app = await createApp(config, { warmPageRender: true }).catch((error: unknown) => {
    // SQLite answers "busy" after its wait (5 s) while another program holds the whole file.
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
    throw new StartRefused(
      `The SQLite database in ${config.dataDir} is held by another program (a migration to PostgreSQL under way?): start again once it ends.`
    )
  })
  const logger = app.get('logger')
  // A fault outside any request (a stray stream or timer) is logged; the other requests go on.
  process.on('uncaughtException', (error) => logger.error({ err: error }, 'uncaught exception'))
  process.on('unhandledRejection', (error) => logger.error({ err: error }, 'unhandled rejection'))
  const server = await app.listen(config.port, config.host)
  await bound(server, config.port, config.host)
  logger.info(
    { url: `http://${config.host}:${config.port}/`, db: app.get('dialect').name },
    'Tutor Admin is listening'
  )
  let stopping = false
  // Stops within 10 s of SIGTERM: new work goes elsewhere, work under way finishes, then it exits.
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    await drain(app, server, 8000)
    clearTimeout(force)
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

/** Settles once the server listens (scripts/start.mjs then keeps V8's compiled code for the next start). */
export const listening = start().catch((error) => {
  console.error(error instanceof StartRefused ? error.message : error)
  process.exit(1)
})
