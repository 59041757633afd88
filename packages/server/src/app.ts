import { feathers } from '@feathersjs/feathers'
import { bodyParser, koa, rest } from '@feathersjs/koa'
import socketio from '@feathersjs/socketio'
import cors from '@koa/cors'
import helmet from 'koa-helmet'
import type { Context, Next } from 'koa'
import { loadCatalogue } from './catalogue'
import { channels } from './channels'
import type { AppConfig } from './config'
import { createKnex } from './db/connection'
import { getDialect } from './db/dialects'
import { syncTables } from './db/schema/sync-tables'
import type { Application, Configuration, ServiceTypes } from './declarations'
import { errorHandler } from './hooks/error-handler'
import { createLogger } from './logger'
import { services } from './services'
import { webApp } from './web-app'

export const SOCKET_PATH = '/api/socket.io'

/** Serves `/api/*` from the Feathers services: the prefix is dropped before routing. */
const apiPrefix = async (ctx: Context, next: Next) => {
  if (!ctx.path.startsWith('/api/')) return next()
  ctx.path = ctx.path.slice('/api'.length)
  return next()
}

/** Builds the application: database migrated to the catalogue, services and transports wired. */
export const createApp = async (config: AppConfig): Promise<Application> => {
  const app: Application = koa<ServiceTypes, Configuration>(feathers())
  const logger = createLogger(config.logLevel)
  const knex = createKnex(config)
  const dialect = getDialect(knex)
  const catalogue = loadCatalogue()
  app.set('config', config)
  app.set('logger', logger)
  app.set('knex', knex)
  app.set('dialect', dialect)
  app.set('catalogue', catalogue)
  app.set('customServices', new Set())

  await syncTables(knex, dialect, catalogue.collections)

  app.use(errorHandler(logger, config.development))
  app.use(helmet({ contentSecurityPolicy: { directives: { 'script-src': ["'self'"] } } }))
  app.use(cors({ origin: (ctx) => (config.corsOrigins.includes(ctx.get('Origin')) ? ctx.get('Origin') : '') }))
  app.use(webApp(config.webDist))
  app.use(apiPrefix)
  app.use(bodyParser({ jsonLimit: config.bodyLimit, formLimit: config.bodyLimit, textLimit: config.bodyLimit }))
  app.configure(rest())
  app.configure(socketio({ path: SOCKET_PATH, maxHttpBufferSize: 2_000_000 }))
  app.configure(services)
  app.configure(channels)
  app.hooks({ teardown: [async () => knex.destroy()] })
  return app
}
