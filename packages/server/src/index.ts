import { createApp } from './app'
import { drain } from './cluster/drain'
import { readConfig } from './config'

/** Starts the server and stops it gracefully: requests in flight finish, then the database closes. */
const start = async () => {
  const config = readConfig()
  const app = await createApp(config, { warmPageRender: true })
  const logger = app.get('logger')
  // A fault outside any request (a stray stream or timer) is logged; the other requests go on.
  process.on('uncaughtException', (error) => logger.error({ err: error }, 'uncaught exception'))
  process.on('unhandledRejection', (error) => logger.error({ err: error }, 'unhandled rejection'))
  const server = await app.listen(config.port, config.host)
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

start().catch((error) => {
  console.error(error)
  process.exit(1)
})
