import { readAllowedDomains, readNewAccountRole, type AccountRules } from './account-rules'

/** Single sign-on with an OpenID Connect provider, as the environment configures it (R-AUTH-16). */
export interface OidcSettings extends AccountRules {
  issuer: string
  clientId: string
  clientSecret: string
  /** The name on the sign-in button. */
  name: string
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
  return {
    issuer,
    clientId,
    clientSecret,
    name: env.OIDC_NAME?.trim() || 'SSO',
    allowedDomains: readAllowedDomains(env.OIDC_ALLOWED_DOMAINS),
    newAccountRole: readNewAccountRole(env.OIDC_NEW_ACCOUNT_ROLE, 'OIDC_NEW_ACCOUNT_ROLE')
  }
}
