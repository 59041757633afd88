import { authenticate } from '@feathersjs/authentication'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { API_TOKEN_STRATEGY, AUTH_OPTIONS_PATH, TWO_FACTOR_PATH } from '@tutor-admin/shared'
import { assertTokenScope } from '../auth/api-token-strategy'
import type { Application } from '../declarations'

/** Services open without a token (R-AUTH-13): signing in itself, its options and the health check. */
export const PUBLIC_SERVICES = new Set(['authentication', AUTH_OPTIONS_PATH, 'health'])

const signedIn = authenticate('jwt', API_TOKEN_STRATEGY)

/**
 * A call that brings a sign-in's enrolment challenge instead of a token: a person whose role
 * requires two-factor sets it up before having a token. The service checks the challenge.
 */
const bringsChallenge = (context: HookContext) =>
  context.path === TWO_FACTOR_PATH &&
  context.method === 'create' &&
  typeof context.data === 'object' &&
  context.data !== null &&
  'challenge' in context.data

/**
 * Every call from outside to any other service needs a valid access token or API token (401,
 * R-AUTH-13). The token is checked on each call, socket calls included; an API token only reaches
 * the services and methods it may (403, api-token-strategy.ts).
 */
export const requireSignIn = async (context: HookContext, next: NextFunction) => {
  if (!context.params.provider || PUBLIC_SERVICES.has(context.path) || bringsChallenge(context)) return next()
  return signedIn(context, async () => {
    assertTokenScope(context.app as Application, context.params.user, context.path, context.method)
    await next()
  })
}
