import type { EditorSettings } from '../catalogue/catalogue.types'
import type { UserLike } from './roles'
import { routeEnables, tableRules, type TableAction } from './table-rules'

/** Methods of a collection service. */
export const SERVICE_METHODS = ['find', 'get', 'create', 'update', 'patch', 'remove'] as const
export type ServiceMethod = (typeof SERVICE_METHODS)[number]

/** The table action each service method needs (R-ROLE-09): a full replace is a patch. */
export const METHOD_ACTIONS: Record<ServiceMethod, TableAction> = {
  find: 'read',
  get: 'read',
  create: 'create',
  update: 'patch',
  patch: 'patch',
  remove: 'remove'
}

/** Whether a user may do an action on a page (R-ROLE-06). */
export const can = (
  user: UserLike | null | undefined,
  settings: EditorSettings | undefined,
  action: TableAction
): boolean => tableRules(user, settings)[action]

/**
 * How a call of a service method is answered: `disabled` when the route flags turn the method off
 * for everyone (405, R-ROLE-10), `forbidden` when the user's role may not (403, R-ROLE-09).
 */
export type MethodAccess = 'allowed' | 'disabled' | 'forbidden'

export const methodAccess = (
  user: UserLike | null | undefined,
  settings: EditorSettings | undefined,
  method: ServiceMethod
): MethodAccess => {
  const action = METHOD_ACTIONS[method]
  if (!routeEnables(settings, action)) return 'disabled'
  return can(user, settings, action) ? 'allowed' : 'forbidden'
}
