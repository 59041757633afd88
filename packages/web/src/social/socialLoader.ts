import type { SocialProvider, SocialSdk } from '@tutor-admin/shared'
import { facebookDriver } from './facebookDriver'
import { loadScript } from './loadScript'
import type { SocialCredential, SocialDriver } from './socialDriver'
import { SocialSignInError } from './SocialSignInError'

/** The drivers of the SDKs the server may name (R-AUTH-16). */
export const SOCIAL_DRIVERS: Record<SocialSdk, SocialDriver> = { facebook: facebookDriver }

/** A provider's SDK, loaded and started on first use (R-AUTH-16). */
export interface SocialLoader {
  /** Loads the SDK's script, once. */
  load(): Promise<void>
  /** Loads and starts the SDK with the application's id, once. */
  init(): Promise<void>
  /** Signs the person in at the provider: their credential, or a SocialSignInError. */
  login(): Promise<SocialCredential>
  /**
   * Signs the person out at the provider. Nothing to do when its SDK never loaded on this page,
   * unless `load` asks to load it first (a sign-out after the page was loaded afresh).
   */
  logout(options?: { load?: boolean }): Promise<void>
  /** Takes back the permissions the person gave the application at the provider. */
  revokePermission(): Promise<void>
  /** Whether the person is signed in at the provider and has given the application their permission. */
  connected(): Promise<boolean>
}

/**
 * The loader of one configured provider. Nothing is loaded until it is asked to: a sign-in page
 * without providers never creates one. Every failure is a SocialSignInError with a clear message,
 * and a failed load may be tried again.
 */
export const createSocialLoader = (
  provider: SocialProvider,
  {
    drivers = SOCIAL_DRIVERS,
    globals = () => window
  }: {
    drivers?: Record<string, SocialDriver>
    /** The window the page's scripts define their globals in. */
    globals?: () => object
  } = {}
): SocialLoader => {
  const driver = drivers[provider.sdk]
  let sdk: unknown
  let loading: Promise<void> | undefined
  let starting: Promise<void> | undefined

  const fail = (reason: SocialSignInError['reason'], why: string) =>
    new SocialSignInError(reason, provider.name, `Sign-in with ${provider.name}: ${why}`)

  const load = () => {
    loading ??= (async () => {
      if (!driver) throw fail('scriptFailed', `no driver for the ${provider.sdk} SDK`)
      await loadScript(provider.script).catch((error: Error) => {
        throw fail('scriptFailed', error.message)
      })
      sdk = (globals() as unknown as Record<string, unknown>)[driver.global]
      if (!sdk) throw fail('scriptFailed', `${provider.script} did not define ${driver.global}`)
    })().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  const init = () => {
    starting ??= (async () => {
      await load()
      await driver.init(sdk, provider).catch((error: Error) => {
        throw fail('failed', `the SDK did not start: ${error.message}`)
      })
    })().catch((error: unknown) => {
      starting = undefined
      throw error
    })
    return starting
  }

  return {
    load,
    init,
    async login() {
      await init()
      const accessToken = await driver.login(sdk, provider).catch((error: Error) => {
        throw fail('failed', error.message)
      })
      if (!accessToken) throw fail('cancelled', 'the sign-in was cancelled')
      return { provider: provider.id, accessToken }
    },
    async logout({ load = false } = {}) {
      if (!starting && !load) return
      await init()
      await driver.logout(sdk)
    },
    async revokePermission() {
      await init()
      await driver.revoke(sdk).catch((error: Error) => {
        throw fail('failed', error.message)
      })
    },
    async connected() {
      await init()
      return driver.connected(sdk).catch((error: Error) => {
        throw fail('failed', error.message)
      })
    }
  }
}

const loaders = new Map<string, SocialLoader>()

/**
 * The page's one loader of a provider, so that the sign-in page, the profile page and the sign-out
 * drive the same started SDK.
 */
export const socialLoaderOf = (provider: SocialProvider): SocialLoader => {
  const key = JSON.stringify([provider.id, provider.sdk, provider.script, provider.clientId, provider.scope])
  let loader = loaders.get(key)
  if (!loader) loaders.set(key, (loader = createSocialLoader(provider)))
  return loader
}
