import { FACEBOOK_GRAPH_VERSION } from '@tutor-admin/shared'
import type { SocialDriver } from './socialDriver'

interface AuthResponse {
  status?: string
  authResponse?: { accessToken?: string } | null
}

/** The part of the Facebook JavaScript SDK (`window.FB`) the console uses. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void
  login(callback: (response: AuthResponse) => void, options: { scope: string }): void
  getLoginStatus(callback: (response: AuthResponse) => void, force?: boolean): void
  logout(callback: () => void): void
  api(
    path: string,
    method: 'delete',
    callback: (response: { success?: boolean; error?: unknown }) => void
  ): void
}

const sdkOf = (sdk: unknown) => sdk as FacebookSdk

/** The person's state at Facebook, asked afresh (the SDK keeps an older answer otherwise). */
const status = (sdk: FacebookSdk) => new Promise<AuthResponse>((resolve) => sdk.getLoginStatus(resolve, true))

/**
 * Facebook's SDK: `FB.init`, `FB.login` for an access token, `FB.getLoginStatus`, `FB.logout` (only
 * when signed in there: the SDK complains otherwise) and the permission delete of the Graph API.
 */
export const facebookDriver: SocialDriver = {
  global: 'FB',
  async init(sdk, provider) {
    sdkOf(sdk).init({
      appId: provider.clientId,
      version: FACEBOOK_GRAPH_VERSION,
      cookie: false,
      xfbml: false
    })
  },
  login: (sdk, provider) =>
    new Promise((resolve) =>
      sdkOf(sdk).login((response) => resolve(response.authResponse?.accessToken ?? null), {
        scope: provider.scope
      })
    ),
  connected: async (sdk) => (await status(sdkOf(sdk))).status === 'connected',
  async logout(sdk) {
    if ((await status(sdkOf(sdk))).status !== 'connected') return
    await new Promise<void>((resolve) => sdkOf(sdk).logout(() => resolve()))
  },
  async revoke(sdk) {
    // The SDK knows the person's token only once it asked Facebook (after a page load, say).
    if ((await status(sdkOf(sdk))).status !== 'connected')
      throw new Error('This browser is not connected to the application at Facebook')
    await new Promise<void>((resolve, reject) =>
      sdkOf(sdk).api('/me/permissions', 'delete', (response) =>
        response.success ? resolve() : reject(new Error('The permissions were not taken back'))
      )
    )
  }
}
