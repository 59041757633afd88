import { API_TOKEN_STRATEGY, TWO_FACTOR_STRATEGY } from '@tutor-admin/shared'
import { ApiTokenStrategy } from './api-token-strategy'
import { readAuthSecret } from './auth-secret'
import { LoginThrottle } from './login-throttle'
import { DatabaseThrottleStore } from './database-throttle-store'
import { RedisThrottleStore } from './redis-throttle-store'
import { MemoryThrottleStore } from './throttle-store'
import { StaffAuthenticationService } from './staff-authentication'
import { INVALID_LOGIN, StaffJwtStrategy, StaffLocalStrategy } from './strategies'
import { TwoFactorStrategy } from './two-factor-strategy'
import type { Application } from '../declarations'

/** Token audience and issuer: tokens of other apps signed with the same secret are refused. */
const TOKEN_PARTY = 'tutor-admin'

/** Sign-in at `/api/authentication` with email and password or an access token (C7, C18). */
export const authentication = (app: Application) => {
  const config = app.get('config')
  app.set('authentication', {
    secret: readAuthSecret(config, app.get('logger')),
    entity: 'user',
    entityId: '_id',
    service: 'users',
    // An API token is read from the header before a JWT, and is no way to sign in (not in authStrategies).
    authStrategies: ['jwt', 'local', TWO_FACTOR_STRATEGY],
    parseStrategies: [API_TOKEN_STRATEGY, 'jwt'],
    jwtOptions: {
      header: { typ: 'access' },
      audience: TOKEN_PARTY,
      issuer: TOKEN_PARTY,
      algorithm: 'HS256',
      expiresIn: Math.round(config.accessTokenMinutes * 60)
    },
    local: {
      usernameField: 'email',
      passwordField: 'password',
      errorMessage: INVALID_LOGIN,
      hashSize: config.passwordHashCost
    }
  })
  const service = new StaffAuthenticationService(app)
  service.register('jwt', new StaffJwtStrategy())
  const redis = app.get('redis')
  const { windowMs } = config.loginThrottle
  // Shared by every process: in Redis, else in PostgreSQL; SQLite is one process's database.
  const store = redis
    ? new RedisThrottleStore(redis, `${config.redisPrefix}login:`, windowMs)
    : app.get('dialect').name === 'postgres'
      ? new DatabaseThrottleStore(app.get('knex'), windowMs)
      : new MemoryThrottleStore(windowMs)
  service.register('local', new StaffLocalStrategy(new LoginThrottle(config.loginThrottle, store)))
  service.register(TWO_FACTOR_STRATEGY, new TwoFactorStrategy())
  service.register(API_TOKEN_STRATEGY, new ApiTokenStrategy())
  app.use('authentication', service)
}

/** The sign-in strategy, for services that check a password again (POST /api/changePassword). */
export const localStrategy = (app: Application) =>
  (app.service('authentication') as unknown as StaffAuthenticationService).getStrategy(
    'local'
  ) as StaffLocalStrategy
