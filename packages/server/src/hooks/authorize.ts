import { Forbidden, MethodNotAllowed } from '@feathersjs/errors'
import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { methodAccess, type EditorSettings, type MethodAccess, type ServiceMethod } from '@tutor-admin/shared'

/** Turns a decision of the permission rules into the answer: 405 when turned off, 403 when not allowed. */
export const assertAccess = (context: HookContext, access: MethodAccess) => {
  if (access === 'disabled') throw new MethodNotAllowed(`${context.method} is turned off on ${context.path}`)
  if (access === 'forbidden') throw new Forbidden(`You may not ${context.method} ${context.path}`)
}

/**
 * Enforces a collection's page rules on calls from outside (R-ROLE-09, R-ROLE-10): find and get
 * need read; create, update, patch and remove need write and their route flag. Runs after
 * sign-in, so `params.user` is the account as it is now.
 */
export const authorize =
  (settings: EditorSettings | undefined) => async (context: HookContext, next: NextFunction) => {
    if (context.params.provider)
      assertAccess(context, methodAccess(context.params.user, settings, context.method as ServiceMethod))
    return next()
  }
