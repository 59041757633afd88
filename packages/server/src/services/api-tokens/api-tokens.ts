import { Forbidden } from '@feathersjs/errors'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { API_TOKENS_PATH, isAdmin } from '@tutor-admin/shared'
import { KnexApiTokenStore } from '../../auth/api-token-store'
import { recordSecurityEvent } from '../../auth/security-log'
import { noStandardEvent } from '../../hooks/no-standard-event'
import { TokenRateLimit } from '../../auth/token-rate-limit'
import type { Application } from '../../declarations'
import { ApiTokensService } from './api-tokens.class'

/** Tokens are an administrator's to see and manage (403 for anyone else). */
const adminsOnly = async (context: HookContext, next: NextFunction) => {
  if (context.params.provider && !isAdmin(context.params.user))
    throw new Forbidden('Only administrators may manage API tokens')
  return next()
}

/**
 * Registers `/api/apiTokens`. Its `revoked` event carries revoked tokens to every process
 * (cluster/cross-process-events.ts), which refuse them from then on.
 */
export const apiTokens = (app: Application) => {
  const config = app.get('config')
  const service = new ApiTokensService(new KnexApiTokenStore(app.get('knex')), {
    catalogue: app.get('catalogue'),
    limit: new TokenRateLimit(
      config.apiTokenRateLimit,
      {
        redis: app.get('redis'),
        postgres: app.get('dialect').name === 'postgres' ? app.get('knex') : undefined
      },
      config.redisPrefix
    ),
    record: (event, params) => recordSecurityEvent(app, event, params)
  })
  app.use(API_TOKENS_PATH, service, { methods: ['find', 'get', 'create', 'remove'], events: ['revoked'] })
  // A revocation is told by the `revoked` event, and no standard event tells a token's secret.
  app.service(API_TOKENS_PATH).hooks({ around: { all: [adminsOnly, noStandardEvent] } })
  // Revocations heard from other processes (this process's own are remembered already).
  app.service(API_TOKENS_PATH).on('revoked', (tokens: Array<{ _id: string }>) => service._forget(tokens))
}
