/** The third-party sign-in SDKs the console's loader drives (R-AUTH-16). */
export const SOCIAL_SDKS = ['facebook'] as const

export type SocialSdk = (typeof SOCIAL_SDKS)[number]

/**
 * The sign-in strategy of every social provider: `POST /api/authentication` with
 * `{ strategy: 'social', provider: <id>, accessToken: <the provider's token> }`, which the server
 * checks with the provider's API before it signs anyone in.
 */
export const SOCIAL_STRATEGY = 'social'

/** The Graph API version the console's Facebook SDK and the server's token checks both use. */
export const FACEBOOK_GRAPH_VERSION = 'v21.0'

/** A social sign-in provider as the server publishes it: none unless the deployment configures one. */
export interface SocialProvider {
  /** The provider's name in sign-in calls (`provider`), e.g. `facebook`. */
  id: string
  /** Its name on the sign-in button. */
  name: string
  sdk: SocialSdk
  /** Address of the SDK's script, loaded only when the sign-in page offers the provider. */
  script: string
  /** The application's id at the provider. */
  clientId: string
  /** Permissions asked for at sign-in, comma separated. */
  scope: string
}

/** `GET /api/auth-options`: the ways to sign in besides email and password. */
export interface AuthOptions {
  providers: SocialProvider[]
  /** Single sign-on with OpenID Connect, when the deployment configures it (`OIDC_ISSUER`). */
  sso: SsoOption | null
}

/** What the sign-in page is told of single sign-on: the name on its button. */
export interface SsoOption {
  name: string
}

/** Where the browser goes to sign in with single sign-on, and to sign out there too (REST paths). */
export const SSO_PATHS = {
  login: '/api/oidc/login',
  callback: '/api/oidc/callback',
  logout: '/api/oidc/logout'
} as const

/** Path of the public answer above. */
export const AUTH_OPTIONS_PATH = 'auth-options'
