import { ADMIN_TYPES, type AdminType } from '@tutor-admin/shared'

/**
 * Who may sign in through a provider that vouches for an email (single sign-on, social sign-in):
 * the same rules for each, set per way of signing in.
 */
export interface AccountRules {
  /** Email domains allowed to sign in, lower-case; empty allows every domain. */
  allowedDomains: string[]
  /** Role of an account made at a first sign-in with an unknown email; none makes no account. */
  newAccountRole: AdminType | null
}

/** Email domains from a comma-separated list (or a list), lower-case, without a leading `@`. */
export const readAllowedDomains = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [])
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean)

/** A new account's role, or null for none; `what` names the setting in the error. */
export const readNewAccountRole = (value: unknown, what: string): AdminType | null => {
  const role = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : value
  if (role === '') return null
  if (!ADMIN_TYPES.includes(role as AdminType))
    throw new Error(`${what} must be ${ADMIN_TYPES.join(' or ')}, not ${String(role)}`)
  return role as AdminType
}
