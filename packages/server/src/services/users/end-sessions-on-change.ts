import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { isFrozen, userRoles, type SessionEndReason } from '@tutor-admin/shared'
import type { ClientParams } from '../../auth/sign-in-services'
import type { Application } from '../../declarations'
import { recordSecurityEvent } from '../../auth/security-log'
import { sessionsOf } from '../../auth/sign-in-services'

type Account = Record<string, unknown> & { _id: string }

const listOf = (result: unknown): Account[] =>
  (Array.isArray(result) ? result : result ? [result] : []) as Account[]

/** Whether an account lost a role it had (a demotion); gaining one takes nothing away. */
const lostRole = (before: Account, after: Account) => {
  const now = userRoles(after)
  return userRoles(before).some((role) => !now.includes(role))
}

/**
 * Ends every session of an account whose password is set, that is frozen or deleted, or that loses
 * a role (R-AUTH-03): its tokens and sockets stop at once, on every process. A password set by an
 * administrator is logged like a change by its owner.
 */
export const endSessionsOnChange = async (context: HookContext<Application>, next: NextFunction) => {
  const { app, method, id, data, service } = context
  const setsRole =
    (method === 'patch' || method === 'update') &&
    data &&
    typeof data === 'object' &&
    ('role' in data || 'roles' in data)
  // A single account's roles before the change; a change of many ends the sessions of all it names.
  const before: Account | undefined =
    setsRole && id !== null && id !== undefined ? await service._get(id).catch(() => undefined) : undefined
  await next()
  const params = context.params as ClientParams
  const setsPassword = method !== 'remove' && data && typeof data === 'object' && 'password' in data
  for (const account of listOf(context.result)) {
    let reason: SessionEndReason | undefined
    if (setsPassword) reason = 'passwordChanged'
    else if (method === 'remove' || isFrozen(account)) reason = 'accountChanged'
    else if (setsRole && (!before || lostRole(before, account))) reason = 'accountChanged'
    if (setsPassword)
      await recordSecurityEvent(app, { kind: 'passwordChanged', account: account._id }, params)
    if (reason) await sessionsOf(app)._end({ account: account._id }, reason, params)
  }
}
