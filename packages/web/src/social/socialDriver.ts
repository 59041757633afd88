import type { SocialProvider } from '@tutor-admin/shared'

/** What a provider's sign-in gives the server to check: its access token for this application. */
export interface SocialCredential {
  provider: string
  accessToken: string
}

/** How the loader drives one kind of SDK once its script has run. */
export interface SocialDriver {
  /** The global object the SDK's script defines. */
  global: string
  init(sdk: unknown, provider: SocialProvider): Promise<void>
  /** The person's access token, or null when they cancelled. */
  login(sdk: unknown, provider: SocialProvider): Promise<string | null>
  logout(sdk: unknown): Promise<void>
  /** Whether the person is signed in at the provider and has given the application their permission. */
  connected(sdk: unknown): Promise<boolean>
  /** Takes back the permissions the person gave the application. */
  revoke(sdk: unknown): Promise<void>
}
