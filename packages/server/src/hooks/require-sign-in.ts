import { authenticate } from '@feathersjs/authentication'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { AUTH_OPTIONS_PATH } from '@tutor-admin/shared'

/** Services open without a token (R-AUTH-13): signing in itself, its options and the health check. */
export const PUBLIC_SERVICES = new Set(['authentication', AUTH_OPTIONS_PATH, 'health'])

const jwt = authenticate('jwt')

/**
 * Every call from outside to any other service needs a valid access token (401, R-AUTH-13).
 * The token is checked on each call, socket calls included.
 */
export const requireSignIn = async (context: HookContext, next: NextFunction) => {
  if (!context.params.provider || PUBLIC_SERVICES.has(context.path)) return next()
  return jwt(context, next)
}
