import path from 'node:path'

/** Settings read from the environment (C2, C3, C4, C5). */
export interface AppConfig {
  host: string
  port: number
  dataDir: string
  databaseUrl?: string
  seedDemo: boolean
  logLevel: string
  /** Origins allowed by CORS; empty means same origin only. */
  corsOrigins: string[]
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: string
  development: boolean
  webDist: string
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => ({
  host: env.HOST || '127.0.0.1',
  port: Number(env.PORT || 3030),
  dataDir: path.resolve(env.DATA_DIR || 'data'),
  databaseUrl: env.DATABASE_URL || undefined,
  seedDemo: env.SEED_DEMO !== 'false',
  logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
  corsOrigins: (env.CORS_ORIGINS || '').split(',').map((origin) => origin.trim()).filter(Boolean),
  bodyLimit: env.BODY_LIMIT || '2mb',
  development: env.NODE_ENV === 'development',
  webDist: path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname)
})
