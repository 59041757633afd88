// @vitest-environment-options {"resources":"usable"}
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SocialProvider } from '@tutor-admin/shared'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSocialLoader, socialLoaderOf } from './socialLoader'
import { SocialSignInError } from './SocialSignInError'

/** A stand-in for Facebook's SDK: records its calls; `fakeCancel` makes the person cancel. */
const FAKE_SDK = `
window.fakeLoads = (window.fakeLoads || 0) + 1
window.fakeCalls = []
window.FB = {
  connected: false,
  init(options) { fakeCalls.push(['init', options.appId, options.version]) },
  login(callback, options) {
    fakeCalls.push(['login', options.scope])
    this.connected = !window.fakeCancel
    callback(this.connected ? { status: 'connected', authResponse: { accessToken: 'fb-token' } } : { status: 'unknown', authResponse: null })
  },
  getLoginStatus(callback) { callback({ status: this.connected ? 'connected' : 'unknown' }) },
  logout(callback) { fakeCalls.push(['logout']); this.connected = false; callback({}) },
  api(path, method, callback) { fakeCalls.push(['api', path, method]); this.connected = false; callback({ success: true }) }
}
`

type FakeWindow = Window & { fakeLoads?: number; fakeCalls?: unknown[][]; fakeCancel?: boolean; FB?: unknown }
/** The window the page's scripts run in: jsdom's own, which the test's globals are copied from. */
const fake = (window as unknown as { jsdom: { window: FakeWindow } }).jsdom.window
const globals = () => fake

let server: http.Server
let base = ''

const provider = (script: string): SocialProvider => ({
  id: 'facebook',
  name: 'Facebook',
  sdk: 'facebook',
  script: `${base}${script}`,
  clientId: 'app-1',
  scope: 'public_profile,email'
})

const scriptsOf = (path: string) => document.querySelectorAll(`script[src="${base}${path}"]`).length

describe('social sign-in loader (R-AUTH-16)', () => {
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url?.startsWith('/sdk.js')) {
        response.writeHead(200, { 'content-type': 'text/javascript' })
        response.end(FAKE_SDK)
      } else if (request.url === '/nothing.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' })
        response.end('window.somethingElse = 1')
      } else {
        response.writeHead(404)
        response.end()
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    delete fake.fakeCancel
  })

  it('loads nothing until asked, then the script once however often it is asked', async () => {
    const loader = createSocialLoader(provider('/sdk.js?once'), { globals })
    expect(scriptsOf('/sdk.js?once')).toBe(0)
    await Promise.all([
      loader.load(),
      loader.load(),
      createSocialLoader(provider('/sdk.js?once'), { globals }).load()
    ])
    expect(scriptsOf('/sdk.js?once')).toBe(1)
    expect(fake.fakeLoads).toBe(1)
  })

  it('starts the SDK with the application id, signs in with a credential, signs out and takes permissions back', async () => {
    const loader = createSocialLoader(provider('/sdk.js?flow'), { globals })
    await loader.init()
    await loader.init()
    expect(fake.fakeCalls).toEqual([['init', 'app-1', expect.stringMatching(/^v\d+/)]])
    await expect(loader.login()).resolves.toEqual({ provider: 'facebook', accessToken: 'fb-token' })
    await loader.logout()
    await loader.login()
    await expect(loader.connected()).resolves.toBe(true)
    await loader.revokePermission()
    await expect(loader.connected()).resolves.toBe(false)
    // Not connected any more: nothing to sign out of, and no permission left to take back.
    await loader.logout()
    await expect(loader.revokePermission()).rejects.toMatchObject({ reason: 'failed' })
    expect(fake.fakeCalls?.slice(1)).toEqual([
      ['login', 'public_profile,email'],
      ['logout'],
      ['login', 'public_profile,email'],
      ['api', '/me/permissions', 'delete']
    ])
  })

  it('a cancelled sign-in is a SocialSignInError of reason cancelled', async () => {
    const loader = createSocialLoader(provider('/sdk.js?cancel'), { globals })
    fake.fakeCancel = true
    await expect(loader.login()).rejects.toMatchObject({ name: 'SocialSignInError', reason: 'cancelled' })
  })

  it('signing out before anything loaded loads nothing, unless asked to load the SDK to sign out there', async () => {
    await createSocialLoader(provider('/sdk.js?never'), { globals }).logout()
    expect(scriptsOf('/sdk.js?never')).toBe(0)
    const loader = createSocialLoader(provider('/sdk.js?later'), { globals })
    await loader.logout({ load: true })
    expect(scriptsOf('/sdk.js?later')).toBe(1)
    expect(fake.fakeCalls).toEqual([['init', 'app-1', expect.any(String)]])
  })

  it('is one loader per provider for the whole page', () => {
    const one = provider('/sdk.js?shared')
    expect(socialLoaderOf(one)).toBe(socialLoaderOf({ ...one }))
    expect(socialLoaderOf(one)).not.toBe(socialLoaderOf({ ...one, clientId: 'app-2' }))
  })

  it('a script that cannot be loaded rejects with a clear message, and may be tried again', async () => {
    const loader = createSocialLoader(provider('/missing.js'), { globals })
    const failure = await loader.login().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SocialSignInError)
    expect(failure).toMatchObject({
      reason: 'scriptFailed',
      provider: 'Facebook',
      message: `Sign-in with Facebook: The script ${base}/missing.js could not be loaded`
    })
    expect(scriptsOf('/missing.js')).toBe(0)
    await expect(loader.load()).rejects.toMatchObject({ reason: 'scriptFailed' })
  })

  it('a script that does not define the SDK is refused as not loaded', async () => {
    delete fake.FB
    await expect(createSocialLoader(provider('/nothing.js'), { globals }).init()).rejects.toMatchObject({
      reason: 'scriptFailed',
      message: `Sign-in with Facebook: ${base}/nothing.js did not define FB`
    })
  })
})
