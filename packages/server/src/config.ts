import os from 'node:os'
import { DATA_CONSTANTS } from '@tutor-admin/shared'
import path from 'node:path'
import { readSocialProviders, type ConfiguredProvider } from './auth/social-providers'
import { readOidcSettings, type OidcSettings } from './auth/oidc-config'
import type { S3Settings } from './storage/s3-storage'

/** How failed sign-ins are slowed down and then refused (R-AUTH, issue "sign-in"). */
export interface LoginThrottleConfig {
  /** Failures of one email that are answered at full speed; later attempts are slowed down. */
  freeFailuresPerEmail: number
  /** The same for one address, which an office shares behind one router: a fifth of its limit. */
  freeFailuresPerAddress: number
  /** Added to each later attempt per failure beyond the free ones, up to `maxDelayMs`. */
  delayStepMs: number
  maxDelayMs: number
  /** Failures of one email after which its attempts are refused with 429. */
  maxFailuresPerEmail: number
  /** Failures from one address after which its attempts are refused with 429. */
  maxFailuresPerAddress: number
  /** How long failures are remembered after the last one, and so how long a refusal lasts. */
  windowMs: number
}

/** How webhooks are delivered (docs/integrations.md). */
export interface WebhookSettings {
  /** Whether subscriptions may call private, loopback and reserved addresses (`WEBHOOKS_ALLOW_PRIVATE`). */
  allowPrivate: boolean
  /** Wait before the first retry, doubled at each (`WEBHOOKS_RETRY_BASE_MS`, 30000). */
  retryBaseMs: number
  /** How long a failing delivery is retried before it is marked failed (`WEBHOOKS_RETRY_HOURS`, 24). */
  retryForMs: number
  /** How long a receiver has to answer (`WEBHOOKS_TIMEOUT_MS`, 10000). */
  timeoutMs: number
  /** Days the delivery log keeps a finished delivery (`WEBHOOKS_LOG_DAYS`, 30); 0 keeps all. */
  logDays: number
}

/** Backups taken by the server itself (docs/operations.md). */
export interface BackupSettings {
  /** Hours between scheduled backups of the embedded SQLite database (`BACKUP_EVERY_HOURS`); 0, the default, takes none. */
  everyHours: number
  /** Scheduled backups kept, the oldest removed first (`BACKUP_KEEP`, 7). */
  keep: number
  /** Where backups are written (`BACKUP_DIR`, `DATA_DIR/backups`). */
  dir: string
}

/** Settings read from the environment (C2, C3, C4, C5, C7). */
export interface AppConfig {
  host: string
  port: number
  dataDir: string
  /** Uploaded files, under `dataDir`. */
  uploadsDir: string
  /** Largest uploaded or imported file, in bytes (`UPLOAD_MAX_MB`, 50). */
  uploadMaxBytes: number
  /** Where attachments are kept: `uploadsDir`, or an S3-compatible bucket (`STORAGE=s3`, docs/media.md). */
  storage: { driver: 'local' } | ({ driver: 's3' } & S3Settings)
  databaseUrl?: string
  /** Redis that several server processes share: real-time events, sign-in throttling (`REDIS_URL`). */
  redisUrl?: string
  /** Prefix of this deployment's Redis keys and channels, so that several may share one Redis. */
  redisPrefix: string
  seedDemo: boolean
  logLevel: string
  /** Origins allowed by CORS; empty means same origin only. */
  corsOrigins: string[]
  /** Largest JSON body accepted, as koa-body reads it (`2mb`). */
  bodyLimit: string
  /** The same limit in bytes, for socket.io messages. */
  bodyLimitBytes: number
  development: boolean
  webDist: string
  /** The web build's renderer of signed-in list pages (`WEB_RENDERER`, else `dist-ssr` beside `webDist`). */
  webRenderer: string
  /** Worker threads that render signed-in pages (`RENDER_THREADS`, one per core); 0 renders on the main thread. */
  renderThreads: number
  /** Secret that signs access tokens; generated into `dataDir` when unset (C7). */
  authSecret?: string
  /** First administrator of an empty database (C4). */
  admin: { email: string; password?: string; name: string }
  /** Honour X-Forwarded-For from a reverse proxy when reading client addresses. */
  trustProxy: boolean
  loginThrottle: LoginThrottleConfig
  /** Rows a list counts exactly; a bigger collection's total is estimated (`EXACT_COUNT_LIMIT`). */
  exactCountLimit: number
  /** Social sign-in providers the sign-in page offers (`SOCIAL_SIGN_IN`), none by default (R-AUTH-16). */
  socialSignIn: ConfiguredProvider[]
  /** Single sign-on with OpenID Connect (`OIDC_*`); null when not configured. */
  oidc: OidcSettings | null
  /**
   * Whether writes are journaled: always, except where a benchmark measures what the journal
   * costs. No setting of the environment turns it off.
   */
  journal: boolean
  /** Days a removed record stays in the trash (`TRASH_RETENTION_DAYS`, 30). */
  trashRetentionDays: number
  /** Days the change journal keeps a change (`JOURNAL_RETENTION_DAYS`, 365); 0 keeps every change. */
  journalRetentionDays: number
  /** Minutes an access token lives (`ACCESS_TOKEN_MINUTES`, 15); the console renews it while its session lives. */
  accessTokenMinutes: number
  /** bcrypt's cost of new password hashes (`PASSWORD_HASH_COST`, 4 to 15, 10): each step doubles a sign-in's work. */
  passwordHashCost: number
  /** Roles whose people must sign in with a second factor (`TWO_FACTOR_REQUIRED_ROLES`, comma-separated). */
  twoFactorRequiredRoles: string[]
  /** Days a session may go unused before it ends (`SESSION_IDLE_DAYS`, 7). */
  sessionIdleDays: number
  /** Days the security log keeps an event (`SECURITY_LOG_RETENTION_DAYS`, 365); 0 keeps every event. */
  securityLogRetentionDays: number
  /** Requests one API token may make per window (`API_TOKEN_RATE_LIMIT` per `API_TOKEN_RATE_SECONDS`: 600 per 60). */
  apiTokenRateLimit: { points: number; seconds: number }
  webhooks: WebhookSettings
  backup: BackupSettings
  /** Bearer token that `GET /api/metrics` asks for (`METRICS_TOKEN`); unset, the metrics are off (404). */
  metricsToken?: string
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }

/** `2mb` -> 2097152, the way koa-body reads sizes. */
export const parseBytes = (size: string): number => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(size)
  if (!match) throw new Error(`BODY_LIMIT must be a size such as 2mb, not ${size}`)
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()])
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value)
  return value && Number.isFinite(number) && number > 0 ? number : fallback
}

/** A number of days from the environment: a whole number, 0 or more. */
const days = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a whole number of days, not ${value}`)
  return number
}

/** bcrypt's cost: a hash made at any cost is still checked at its own. */
const hashCost = (value: string | undefined) => {
  if (value === undefined || value === '') return 10
  const number = Number(value)
  if (!Number.isInteger(number) || number < 4 || number > 15)
    throw new Error(`PASSWORD_HASH_COST must be a whole number from 4 to 15, not ${value}`)
  return number
}

/** A number of hours from the environment, 0 (the default) or more. */
const hours = (name: string, value: string | undefined) => {
  if (value === undefined || value === '') return 0
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of hours, not ${value}`)
  return number
}

/** `STORAGE=s3` (or an `S3_BUCKET` alone) keeps uploads in a bucket; the uploads folder otherwise. */
const readStorage = (env: NodeJS.ProcessEnv): AppConfig['storage'] => {
  const driver = env.STORAGE || (env.S3_BUCKET ? 's3' : 'local')
  if (driver === 'local') return { driver }
  if (driver !== 's3') throw new Error(`STORAGE must be local or s3, not ${driver}`)
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET')
  const prefix = (env.S3_PREFIX || '').replace(/^\/+|\/+$/g, '')
  return {
    driver,
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: prefix ? `${prefix}/` : ''
  }
}

export const readConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const bodyLimit = env.BODY_LIMIT || '2mb'
  const maxFailuresPerAddress = positive(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 50)
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  const webDist = path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname)
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 3030),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    uploadMaxBytes: positive(env.UPLOAD_MAX_MB, 50) * 1024 * 1024,
    storage: readStorage(env),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'tutor-admin:',
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    bodyLimit,
    bodyLimitBytes: parseBytes(bodyLimit),
    development: env.NODE_ENV === 'development',
    webDist,
    webRenderer: path.resolve(env.WEB_RENDERER || path.join(webDist, '../dist-ssr/renderPage.js')),
    renderThreads:
      env.RENDER_THREADS !== undefined &&
      env.RENDER_THREADS !== '' &&
      Number.isInteger(Number(env.RENDER_THREADS))
        ? Math.max(0, Number(env.RENDER_THREADS))
        : os.availableParallelism(),
    authSecret: env.AUTH_SECRET || undefined,
    admin: {
      email: env.ADMIN_EMAIL || 'admin@example.com',
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || 'Admin'
    },
    trustProxy: env.TRUST_PROXY === 'true',
    loginThrottle: {
      freeFailuresPerEmail: 3,
      freeFailuresPerAddress: Math.ceil(maxFailuresPerAddress / 5),
      delayStepMs: positive(env.LOGIN_DELAY_MS, 250),
      maxDelayMs: 3000,
      maxFailuresPerEmail: positive(env.LOGIN_MAX_FAILURES, 10),
      maxFailuresPerAddress,
      windowMs: positive(env.LOGIN_LOCK_MINUTES, 15) * 60_000
    },
    exactCountLimit: Math.ceil(positive(env.EXACT_COUNT_LIMIT, DATA_CONSTANTS.exactCountLimit)),
    socialSignIn: readSocialProviders(env),
    oidc: readOidcSettings(env),
    journal: true,
    trashRetentionDays: days('TRASH_RETENTION_DAYS', env.TRASH_RETENTION_DAYS, 30),
    journalRetentionDays: days('JOURNAL_RETENTION_DAYS', env.JOURNAL_RETENTION_DAYS, 365),
    accessTokenMinutes: positive(env.ACCESS_TOKEN_MINUTES, 15),
    passwordHashCost: hashCost(env.PASSWORD_HASH_COST),
    twoFactorRequiredRoles: (env.TWO_FACTOR_REQUIRED_ROLES ?? '')
      .split(',')
      .map((role) => role.trim())
      .filter(Boolean),
    sessionIdleDays: positive(env.SESSION_IDLE_DAYS, 7),
    securityLogRetentionDays: days('SECURITY_LOG_RETENTION_DAYS', env.SECURITY_LOG_RETENTION_DAYS, 365),
    apiTokenRateLimit: {
      points: Math.ceil(positive(env.API_TOKEN_RATE_LIMIT, 600)),
      seconds: Math.ceil(positive(env.API_TOKEN_RATE_SECONDS, 60))
    },
    webhooks: {
      allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE === 'true',
      retryBaseMs: positive(env.WEBHOOKS_RETRY_BASE_MS, 30_000),
      retryForMs: positive(env.WEBHOOKS_RETRY_HOURS, 24) * 3_600_000,
      timeoutMs: positive(env.WEBHOOKS_TIMEOUT_MS, 10_000),
      logDays: days('WEBHOOKS_LOG_DAYS', env.WEBHOOKS_LOG_DAYS, 30)
    },
    backup: {
      everyHours: hours('BACKUP_EVERY_HOURS', env.BACKUP_EVERY_HOURS),
      keep: Math.ceil(positive(env.BACKUP_KEEP, 7)),
      dir: path.resolve(dataDir, env.BACKUP_DIR || 'backups')
    },
    metricsToken: env.METRICS_TOKEN || undefined
  }
}
