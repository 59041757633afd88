import type { Application } from '../declarations'
import type { StaffAuthenticationService } from './staff-authentication'
import { databaseOidcCodes, memoryOidcCodes, redisOidcCodes } from './oidc-codes'
import { oidcRoutes } from './oidc-routes'
import { OidcSignIn } from './oidc-sign-in'
import { OIDC_STRATEGY, OidcStrategy } from './oidc-strategy'

/**
 * Single sign-on with OpenID Connect when `OIDC_ISSUER` is set (R-AUTH-16): the `oidc` sign-in
 * strategy and the browser's routes. Nothing otherwise. After `authentication`.
 */
export const singleSignOn = (app: Application) => {
  const config = app.get('config')
  if (!config.oidc) return
  const redis = app.get('redis')
  const codes = redis
    ? redisOidcCodes(redis, `${config.redisPrefix}oidc:`)
    : app.get('dialect').name === 'postgres'
      ? databaseOidcCodes(app.get('knex'))
      : memoryOidcCodes()
  const signIn = new OidcSignIn(app, config.oidc, codes)
  const settings = app.get('authentication')!
  app.set('authentication', { ...settings, authStrategies: [...settings.authStrategies, OIDC_STRATEGY] })
  ;(app.service('authentication') as unknown as StaffAuthenticationService).register(
    OIDC_STRATEGY,
    new OidcStrategy(signIn)
  )
  app.use(oidcRoutes(app, signIn))
}
