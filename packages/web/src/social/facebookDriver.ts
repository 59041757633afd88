import type { SocialDriver } from './socialDriver'

interface AuthResponse {
  status?: string
  authResponse?: { accessToken?: string } | null
}

/** The part of the Facebook JavaScript SDK (`window.FB`) the console uses. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void
  login(callback: (response: AuthResponse) => void, options: { scope: string }): void
  getLoginStatus(callback: (response: AuthResponse) => void): void
  logout(callback: () => void): void
  api(
    path: string,
    method: 'delete',
    callback: (response: { success?: boolean; error?: unknown }) => void
  ): void
}

/** Graph API version the SDK is started with. */
const GRAPH_VERSION = 'v21.0'

const sdkOf = (sdk: unknown) => sdk as FacebookSdk

const status = (sdk: FacebookSdk) => new Promise<AuthResponse>((resolve) => sdk.getLoginStatus(resolve))

/**
 * Facebook's SDK: `FB.init`, `FB.login` for an access token, `FB.logout` (only when signed in there:
 * the SDK complains otherwise) and the permission delete of the Graph API.
 */
export const facebookDriver: SocialDriver = {
  global: 'FB',
  async init(sdk, provider) {
    sdkOf(sdk).init({ appId: provider.clientId, version: GRAPH_VERSION, cookie: false, xfbml: false })
  },
  login: (sdk, provider) =>
    new Promise((resolve) =>
      sdkOf(sdk).login((response) => resolve(response.authResponse?.accessToken ?? null), {
        scope: provider.scope
      })
    ),
  async logout(sdk) {
    if ((await status(sdkOf(sdk))).status !== 'connected') return
    await new Promise<void>((resolve) => sdkOf(sdk).logout(() => resolve()))
  },
  revoke: (sdk) =>
    new Promise((resolve, reject) =>
      sdkOf(sdk).api('/me/permissions', 'delete', (response) =>
        response.success ? resolve() : reject(new Error('The permissions were not taken back'))
      )
    )
}
