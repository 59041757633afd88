import { TWO_FACTOR_STRATEGY } from '@tutor-admin/shared'
import { readAuthSecret } from './auth-secret'
import { LoginThrottle } from './login-throttle'
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
    authStrategies: ['jwt', 'local', TWO_FACTOR_STRATEGY],
    parseStrategies: ['jwt'],
    jwtOptions: {
      header: { typ: 'access' },
      audience: TOKEN_PARTY,
      issuer: TOKEN_PARTY,
      algorithm: 'HS256',
      expiresIn: Math.round(config.accessTokenMinutes * 60)
    },
    local: { usernameField: 'email', passwordField: 'password', errorMessage: INVALID_LOGIN }
  })
  const service = new StaffAuthenticationService(app)
  service.register('jwt', new StaffJwtStrategy())
  const redis = app.get('redis')
  const { windowMs } = config.loginThrottle
  const store = redis
    ? new RedisThrottleStore(redis, `${config.redisPrefix}login:`, windowMs)
    : new MemoryThrottleStore(windowMs)
  service.register('local', new StaffLocalStrategy(new LoginThrottle(config.loginThrottle, store)))
  service.register(TWO_FACTOR_STRATEGY, new TwoFactorStrategy())
  app.use('authentication', service)
}

/** The sign-in strategy, for services that check a password again (POST /api/changePassword). */
export const localStrategy = (app: Application) =>
  (app.service('authentication') as unknown as StaffAuthenticationService).getStrategy(
    'local'
  ) as StaffLocalStrategy
