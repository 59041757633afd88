import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

/** A stand-in for Facebook's SDK: signs anyone in with a token of its own. */
const FAKE_SDK = `window.FB = {
  init(options) { window.fbAppId = options.appId },
  login(callback) { callback({ status: 'connected', authResponse: { accessToken: 'fb-token' } }) },
  getLoginStatus(callback) { callback({ status: 'connected' }) },
  logout(callback) { callback({}) },
  api(path, method, callback) { callback({ success: true }) }
}`

describe('sign-in page with a social provider configured (R-AUTH-16)', () => {
  let harness: ConsoleHarness
  let sdk: http.Server
  const served: string[] = []

  beforeAll(async () => {
    sdk = http.createServer((request, response) => {
      served.push(request.url ?? '')
      if (request.url !== '/sdk.js') return void response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(FAKE_SDK)
    })
    await new Promise<void>((resolve) => sdk.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(sdk.address() as AddressInfo).port}`
    harness = await startConsole({
      SOCIAL_SIGN_IN: JSON.stringify([
        { sdk: 'facebook', clientId: 'app-1', script: `${origin}/sdk.js` },
        { sdk: 'facebook', id: 'broken', name: 'Broken', clientId: 'app-2', script: `${origin}/missing.js` }
      ])
    })
  })
  afterAll(async () => {
    await harness?.stop()
    await new Promise((resolve) => sdk?.close(resolve))
  })

  it("shows a button per provider, loads each SDK once, and says a refused sign-in in the page's language", async () => {
    const context = await harness.context()
    const errors = collectErrors(context)
    const page = await context.newPage()
    await page.goto('/login')
    const button = page.getByTestId('social-facebook')
    await expect(button.textContent()).resolves.toBe('以 Facebook 登入')
    await page.waitForFunction(() => (window as unknown as { fbAppId?: string }).fbAppId === 'app-1')
    await button.click()
    // The server has no strategy for the provider yet: its refusal is said, the page stays.
    const alert = page.getByTestId('login-error')
    await alert.waitFor()
    await expect(
      alert.locator('.MuiAlert-message').evaluate((node) => node.firstChild?.textContent)
    ).resolves.toBe('以 Facebook 登入未能成功，請再試一次。')
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(served.filter((url) => url === '/sdk.js')).toHaveLength(1)
    // The broken provider's script failed to load (the browser logs that); nothing else went wrong.
    expect(errors.filter((text) => !text.includes('404'))).toEqual([])
    await context.close()
  })

  it('a provider whose SDK cannot be loaded says so when pressed, in English on /en', async () => {
    const context = await harness.context({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/en/login')
    await page.getByTestId('social-broken').click()
    const alert = page.getByTestId('login-error')
    await alert.waitFor()
    await expect(
      alert.locator('.MuiAlert-message').evaluate((node) => node.firstChild?.textContent)
    ).resolves.toBe('Sign-in with Broken could not be loaded. Check your connection and try again.')
    await context.close()
  })
})
