import { ADMIN_TYPES, type AdminType } from '@tutor-admin/shared'

/** Single sign-on with an OpenID Connect provider, as the environment configures it (R-AUTH-16). */
export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string
  /** The name on the sign-in button. */
  name: string
  /** Email domains allowed to sign in, lower-case; empty allows every domain. */
  allowedDomains: string[]
  /** Role of an account made at a first sign-in with an unknown email; none makes no account. */
  newAccountRole: AdminType | null
}

/**
 * Reads `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`, `OIDC_NAME`, `OIDC_ALLOWED_DOMAINS`
 * and `OIDC_NEW_ACCOUNT_ROLE`: null without an issuer, an error when the rest does not hold.
 */
export const readOidcSettings = (env: Record<string, string | undefined>): OidcSettings | null => {
  const issuer = env.OIDC_ISSUER?.trim()
  if (!issuer) return null
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    throw new Error(`OIDC_ISSUER must be an http(s) address, not ${issuer}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`OIDC_ISSUER must be an http(s) address, not ${issuer}`)
  const clientId = env.OIDC_CLIENT_ID?.trim()
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) throw new Error('OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET')
  const role = env.OIDC_NEW_ACCOUNT_ROLE?.trim() || null
  if (role !== null && !ADMIN_TYPES.includes(role as AdminType))
    throw new Error(`OIDC_NEW_ACCOUNT_ROLE must be ${ADMIN_TYPES.join(' or ')}, not ${role}`)
  return {
    issuer,
    clientId,
    clientSecret,
    name: env.OIDC_NAME?.trim() || 'SSO',
    allowedDomains: (env.OIDC_ALLOWED_DOMAINS ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
      .filter(Boolean),
    newAccountRole: role as AdminType | null
  }
}
