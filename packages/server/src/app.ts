import type { Server } from 'node:http'
import { feathers } from '@feathersjs/feathers'
import { koa, rest } from '@feathersjs/koa'
import socketio from '@feathersjs/socketio'
import cors from '@koa/cors'
import helmet from 'koa-helmet'
import type { Context, Next } from 'koa'
import type { DestinationStream } from 'pino'
import { singleSignOn } from './auth/oidc-setup'
import { refreshRenewal } from './auth/refresh-renewal'
import { sessionCookie } from './auth/session-cookie'
import { socialPolicy } from './auth/social-providers'
import { socialSignIn } from './auth/social-setup'
import { authentication } from './auth/authentication'
import { loadCatalogue } from './catalogue'
import { broadcastEvents } from './realtime/broadcast-events'
import { channels } from './realtime/channels'
import { crossProcessEvents } from './cluster/cross-process-events'
import { drainAware } from './cluster/drain'
import { sharedVariants } from './services/attachments/shared-variants'
import { closeRedis, connectRedis } from './cluster/redis'
import { keepConnections } from './http/keep-alive'
import { lazyBodyParser } from './http/lazy-body-parser'
import type { AppConfig } from './config'
import { createKnex, sqliteFile } from './db/connection'
import { getDialect } from './db/dialects'
import { syncSchema } from './db/schema/sync-schema'
import { Journal } from './journal/journal'
import { journalRetention } from './journal/purge-journal'
import { publishingSchedule } from './jobs/publishing-schedule'
import { backupSchedule } from './operations/backup-schedule'
import type { Application, Configuration, ServiceTypes } from './declarations'
import { bodyError } from './http/body-error'
import { checkInput } from './hooks/check-input'
import { errorHandler, logAnswerError } from './hooks/error-handler'
import { logError } from './hooks/log-error'
import { requireSignIn } from './hooks/require-sign-in'
import { createLogger } from './logging/logger'
import { startWalCheckpoints, type WalCheckpoints } from './jobs/wal-checkpoints'
import { seedOnStart } from './seed/seed-on-start'
import { services } from './services'
import { createStorage } from './storage'
import { ensureFirstAdmin } from './services/users/first-admin'
import { userPic } from './services/users/user-pic'
import { attachmentFiles } from './services/attachments/file-routes'
import { attachmentUploads } from './services/attachments/upload-routes'
import { exportFile } from './services/transfer/export'
import { importFile } from './services/transfer/import'
import { transferProgress } from './services/transfer/transfer-progress'
import { removeStaleUploads } from './uploads/temp-files'
import { pageRender } from './rendering/page-render'
import { prototypeSafeLookup } from './http/prototype-safe-lookup'
import { webApp } from './http/web-app'
import { requestId } from './http/request-id'
import { metricsEndpoint } from './metrics/metrics-endpoint'
import { requestMetrics } from './metrics/request-metrics'
import { serviceMetrics } from './metrics/service-metrics'

export const SOCKET_PATH = '/api/socket.io'

/** Serves `/api/*` from the Feathers services: the prefix is dropped before routing. */
const apiPrefix = async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith('/api/')) return next()
  ctx.path = ctx.path.slice('/api'.length)
  return next()
}

const whenListening = (server: Server, then: () => void) => {
  if (server.listening) then()
  else server.once('listening', then)
}

/** Hands the client's address and user agent to service calls over REST (sign-in throttling, sessions). */
const clientAddress = async (ctx: Context, next: Next) => {
  ctx.feathers = { ...ctx.feathers, ip: ctx.ip, userAgent: ctx.get('User-Agent') } as typeof ctx.feathers
  return next()
}

export interface AppOptions {
  /** Where the one-time first-admin password is printed (stdout). */
  print?: (text: string) => void
  /** Where logs go (stdout). */
  logDestination?: DestinationStream
  /** Load the renderer of signed-in pages once listening rather than on the first such page. */
  warmPageRender?: boolean
}

/** Builds the application: database migrated to the catalogue, services and transports wired. */
export const createApp = async (config: AppConfig, options: AppOptions = {}): Promise<Application> => {
  const app: Application = koa<ServiceTypes, Configuration>(feathers())
  const logger = createLogger(config.logLevel, options.logDestination)
  const knex = createKnex(config)
  const dialect = getDialect(knex)
  const catalogue = loadCatalogue()
  app.set('config', config)
  app.set('logger', logger)
  app.set('knex', knex)
  app.set('dialect', dialect)
  app.set('catalogue', catalogue)
  app.set('customServices', new Set())
  app.set('redis', await connectRedis(config, logger))
  const storage = await createStorage(config)
  app.set('storage', storage)
  if (config.journal) app.set('journal', new Journal(dialect))
  app.proxy = config.trustProxy

  await dialect.withStartupLock(knex, async () => {
    await syncSchema(knex, dialect, catalogue.collections)
    await seedOnStart({ knex, dialect, catalogue, storage }, config.seedDemo, logger)
  })
  await removeStaleUploads(config.dataDir)
  let checkpoints: Promise<WalCheckpoints | undefined> | undefined
  const checkpointAside = () => {
    if (dialect.name !== 'sqlite') return
    checkpoints = startWalCheckpoints(knex, sqliteFile(config.dataDir), logger).catch((error: unknown) => {
      logger.warn({ err: error }, 'WAL checkpoints stay on commits')
      return undefined
    })
  }

  // Counted only for a scraper (METRICS_TOKEN): a start without one does not load prom-client.
  const metrics = config.metricsToken ? (await import('./metrics/metrics')).createMetrics(app) : undefined
  app.on('error', logAnswerError(logger))
  app.use(requestId())
  if (metrics) app.use(requestMetrics(app, metrics))
  app.use(errorHandler(logger, config.development, dialect))
  app.use(metricsEndpoint(config.metricsToken, metrics?.register))
  app.use(drainAware(app))
  app.use(helmet({ contentSecurityPolicy: { directives: socialPolicy(config.socialSignIn) } }))
  app.use(
    cors({ origin: (ctx) => (config.corsOrigins.includes(ctx.get('Origin')) ? ctx.get('Origin') : '') })
  )
  const render = pageRender(app, config.webRenderer)
  app.use(webApp(config.webDist, render))
  app.use(apiPrefix)
  app.use(attachmentFiles(app))
  app.use(sessionCookie(app))
  app.use(refreshRenewal(app))
  app.use(userPic(app))
  app.use(attachmentUploads(app))
  app.use(exportFile(app))
  app.use(importFile(app))
  app.use(transferProgress(app))
  app.use(clientAddress)
  app.use(
    lazyBodyParser({
      jsonLimit: config.bodyLimit,
      formLimit: config.bodyLimit,
      textLimit: config.bodyLimit,
      onError: bodyError
    })
  )
  app.configure(rest())
  const events = await crossProcessEvents(app)
  const broadcast = broadcastEvents()
  app.configure(
    socketio(
      { path: SOCKET_PATH, maxHttpBufferSize: config.bodyLimitBytes, cors: { origin: config.corsOrigins } },
      (io) => {
        events.attach(io)
        broadcast.attach(io)
        io.use((socket, next) => {
          const forwarded = config.trustProxy ? socket.handshake.headers['x-forwarded-for'] : undefined
          const address =
            typeof forwarded === 'string' ? forwarded.split(',')[0].trim() : socket.handshake.address
          const userAgent = socket.handshake.headers['user-agent'] ?? ''
          Object.assign((socket as unknown as { feathers: object }).feathers, { ip: address, userAgent })
          next()
        })
      }
    )
  )
  broadcast.replaceDispatcherOf(app)
  prototypeSafeLookup(app)
  app.hooks({ around: { all: [logError(logger, config.development, dialect), requireSignIn, checkInput] } })
  app.configure(authentication)
  app.configure(singleSignOn)
  app.configure(socialSignIn)
  app.configure(services)
  app.configure(sharedVariants)
  app.configure(channels)
  if (metrics) app.configure(serviceMetrics(metrics))
  await journalRetention(app)
  app.configure(publishingSchedule)
  app.configure(backupSchedule)
  app.hooks({
    setup: [
      async (context: { server?: Server }, next: () => Promise<void>) => {
        if (context.server) keepConnections(context.server)
        await next()
        // The checkpoints' and the renderer's threads start once the server listens: on a small
        // machine they would otherwise take the cores that the start itself needs. Until then,
        // SQLite checkpoints at commit.
        if (context.server) whenListening(context.server, checkpointAside)
        else checkpointAside()
        if (options.warmPageRender && context.server) whenListening(context.server, () => void render.warm())
      }
    ],
    teardown: [
      async (context: { server?: Server }, next: () => Promise<void>) => {
        // Kept-alive connections would hold the server's close for up to a minute (see keep-alive.ts).
        context.server?.closeAllConnections()
        await next()
        await (await checkpoints)?.stop()
        await knex.destroy()
        await closeRedis(app.get('redis'))
      }
    ]
  })
  await ensureFirstAdmin(app, options.print ?? ((text) => process.stdout.write(text)))
  return app
}
