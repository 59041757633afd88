/** The third-party sign-in SDKs the console's loader drives (R-AUTH-16). */
export const SOCIAL_SDKS = ['facebook'] as const

export type SocialSdk = (typeof SOCIAL_SDKS)[number]

/** A social sign-in provider as the server publishes it: none unless the deployment configures one. */
export interface SocialProvider {
  /** The provider's name in sign-in calls (`strategy`), e.g. `facebook`. */
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
