import type { EditorSettings } from '../catalogue/catalogue.types'

/** What one role may do on a page. */
export interface RoleRights {
  role: string
  read: boolean
  write: boolean
}

/**
 * A page's `roles` as `[{ role, read, write }]`, both true unless set to false; a plain string
 * gives full access (R-ROLE-04). No roles configured gives an empty list.
 * @example normaliseRouteRoles(['admin', { role: 'editor', write: false }])
 * // [{ role: 'admin', read: true, write: true }, { role: 'editor', read: true, write: false }]
 */
export const normaliseRouteRoles = (roles: EditorSettings['roles']): RoleRights[] => {
  if (roles === undefined || roles === null) return []
  return (Array.isArray(roles) ? roles : [roles]).flatMap((entry): RoleRights[] => {
    if (typeof entry === 'string') return [{ role: entry, read: true, write: true }]
    if (!entry || typeof entry.role !== 'string') return []
    return [{ role: entry.role, read: entry.read !== false, write: entry.write !== false }]
  })
}
