import type { EditorSettings } from '../catalogue/catalogue.types'
import { normaliseRouteRoles, type RoleRights } from './route-roles'
import { READER_ROLE, userRoles, type UserLike } from './roles'

/** What the rules of a page decide (R-ROLE-06). */
export const TABLE_ACTIONS = ['read', 'write', 'import', 'export', 'create', 'patch', 'remove'] as const
export type TableAction = (typeof TABLE_ACTIONS)[number]

/** The role that applies on a page and what it allows. `role` is 'none' when no configured role matches. */
export type TableRules = { role: string } & Record<TableAction, boolean>

/** Role given when a page has roles configured and none matches the user (R-ROLE-07). */
export const NO_ROLE = 'none'

/**
 * Whether the route flags enable an action, whoever asks (R-ROLE-08, R-ROLE-10): `readOnly`
 * turns off every write; `create`, `patch`, `remove`, `import`, `export` set to false turn off theirs.
 */
export const routeEnables = (settings: EditorSettings | undefined, action: TableAction): boolean => {
  if (action === 'read') return true
  if (action === 'export') return settings?.export !== false
  if (settings?.readOnly) return false
  return action === 'write' || settings?.[action] !== false
}

/**
 * The rights of the read-only role on a page: it reads what an editor reads (the page's editor
 * entries, without write) and writes nothing.
 */
const readerRights = (configured: RoleRights[]): RoleRights[] =>
  configured
    .filter((entry) => entry.role === 'editor')
    .map((entry) => ({ role: READER_ROLE, read: entry.read, write: false }))

/**
 * The rules of a page for a user (R-ROLE-05..07): with no roles configured the route flags alone
 * decide; else the user's matching roles are combined by OR, and none matching gives role 'none'
 * with neither read nor write. Import, create, patch and remove need write, export needs read, and
 * each needs its route flag. The read-only role (`reader`) reads what an editor may, never writes.
 */
export const tableRules = (user: UserLike | null | undefined, settings?: EditorSettings): TableRules => {
  const configured = normaliseRouteRoles(settings?.roles)
  const roles = userRoles(user)
  let role: string
  let read: boolean
  let write: boolean
  if (configured.length === 0) {
    role = roles[0] ?? NO_ROLE
    read = true
    write = roles.length === 0 || roles.some((entry) => entry !== READER_ROLE)
  } else {
    const matching = [
      ...configured.filter((entry) => roles.includes(entry.role)),
      ...(roles.includes(READER_ROLE) ? readerRights(configured) : [])
    ]
    role = matching.length ? matching.map((entry) => entry.role).join(',') : NO_ROLE
    read = matching.some((entry) => entry.read)
    write = matching.some((entry) => entry.write)
  }
  const flag = (action: TableAction, right: boolean) => right && routeEnables(settings, action)
  return {
    role,
    read,
    write: flag('write', write),
    import: flag('import', write),
    export: flag('export', read),
    create: flag('create', write),
    patch: flag('patch', write),
    remove: flag('remove', write)
  }
}
