import type { AuthenticationConfiguration } from '@feathersjs/authentication'
import type { Application as FeathersApplication } from '@feathersjs/koa'
import type { Redis } from 'ioredis'
import type { Knex } from 'knex'
import type { Catalogue } from './catalogue/catalogue'
import type { AppConfig } from './config'
import type { Dialect } from './db/dialects'
import type { Journal } from './journal/journal'
import type { Logger } from './logging/logger'
import type { Storage } from './storage'

export interface Configuration {
  config: AppConfig
  logger: Logger
  knex: Knex
  dialect: Dialect
  catalogue: Catalogue
  /** Collections served by a service of their own rather than the generic one. */
  customServices: Set<string>
  authentication: AuthenticationConfiguration
  /** Shared by the server processes of a deployment (`REDIS_URL`); absent for one process alone. */
  redis?: Redis
  /** Where uploaded files and their image variants are kept (disk or S3-compatible). */
  storage: Storage
  /** The change journal and trash that every write of a collection goes through (docs/journal.md). */
  journal?: Journal
}

// Services are registered by name from the catalogue, so the registry is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ServiceTypes = Record<string, any>

export type Application = FeathersApplication<ServiceTypes, Configuration>
