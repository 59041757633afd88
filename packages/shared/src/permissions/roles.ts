/** Staff roles (adminType, R-ROLE-01). */
export const ADMIN_TYPES = ['admin', 'editor'] as const
export type AdminType = (typeof ADMIN_TYPES)[number]

/**
 * The read-only role: finds and gets what an editor may, and nothing else (API tokens have it or
 * `editor`).
 */
export const READER_ROLE = 'reader'

/** Account statuses of staff (R-DOM-46); a frozen account cannot sign in. */
export const USER_STATUSES = ['active', 'frozen'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

/** The part of a staff account the permission rules look at. */
export interface UserLike {
  _id?: string
  role?: string | string[] | null
  roles?: string | string[] | null
  status?: string | null
}

const asList = (value: string | string[] | null | undefined): string[] =>
  value === null || value === undefined
    ? []
    : (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string')

/**
 * A user's roles: `role` and `roles` together, each a string or a list (R-ROLE-01).
 * @example userRoles({ role: 'editor', roles: ['admin'] }) // ['editor', 'admin']
 */
export const userRoles = (user: UserLike | null | undefined): string[] =>
  user ? [...new Set([...asList(user.role), ...asList(user.roles)])] : []

export const isFrozen = (user: UserLike | null | undefined): boolean => user?.status === 'frozen'

/** Admin means the role admin on an account that is not frozen (R-ROLE-02). */
export const isAdmin = (user: UserLike | null | undefined): boolean =>
  userRoles(user).includes('admin') && !isFrozen(user)

/** Verification is not part of this product: always true (R-ROLE-03). */
export const isVerified = (_user?: UserLike | null): boolean => true
