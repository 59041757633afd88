import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFacebookStandIn, type FacebookStandIn } from '../../server/test/support/facebook-stand-in'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'
import { expectMessage } from './support/messages'

const SHOTS = process.env.SOCIAL_SHOTS_DIR ?? '/tmp/social-shots'

/** The first line of the sign-in page's alert (the details follow below it). */
const alertText = (page: Page) =>
  page
    .getByTestId('login-error')
    .locator('.MuiAlert-message')
    .evaluate((node) => node.firstChild?.textContent)

describe('social sign-in from the sign-in page, against a stand-in of Facebook (R-AUTH-16)', () => {
  let harness: ConsoleHarness
  let facebook: FacebookStandIn

  beforeAll(async () => {
    facebook = await startFacebookStandIn()
    harness = await startConsole({
      SOCIAL_SIGN_IN: JSON.stringify([
        {
          sdk: 'facebook',
          clientId: facebook.appId,
          script: facebook.script,
          apiUrl: facebook.origin,
          origins: [facebook.origin]
        },
        {
          sdk: 'facebook',
          id: 'broken',
          name: 'Broken',
          clientId: 'app-2',
          script: `${facebook.origin}/missing.js`,
          apiUrl: facebook.origin,
          secretEnv: 'SOCIAL_SECRET_FACEBOOK'
        }
      ]),
      SOCIAL_SECRET_FACEBOOK: facebook.appSecret
    })
  })
  afterAll(async () => {
    await harness?.stop()
    await facebook?.stop()
  })

  const liveSessions = async (account: string) =>
    (await harness.server.request('GET', `/api/sessions?account=${account}`)).body.data as unknown[]
  const called = (call: string) => facebook.sdkCalls.filter((one) => one.call === call).length

  /** Presses the button on the sign-in page and waits for the dashboard. */
  const signInWithButton = async (page: Page) => {
    await page.goto('/login')
    const button = page.getByTestId('social-facebook')
    await expect(button.textContent()).resolves.toBe('以 Facebook 登入')
    await expect.poll(() => called('init')).toBeGreaterThan(0)
    await button.click()
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
  }

  it('signs in with the button, signs out at the provider too, and disconnects from the profile page', async () => {
    const { user, email } = await harness.server.createUser({ name: 'Fay Bee' })
    facebook.signInAs({ email: email.toUpperCase(), name: 'Fay at Facebook' })
    const context = await harness.context()
    const errors = collectErrors(context)
    const page = await context.newPage()

    await signInWithButton(page)
    expect(facebook.sdkCalls.find((one) => one.call === 'init')?.appId).toBe(facebook.appId)
    expect(called('login')).toBe(1)
    expect(facebook.graphCalls).toEqual(['/v21.0/debug_token', '/v21.0/me'])
    expect(await liveSessions(user._id)).toHaveLength(1)
    const log = await harness.server.request('GET', `/api/securityEvents?account=${user._id}&kind=signIn`)
    expect(log.body.data).toEqual([expect.objectContaining({ reason: 'social' })])

    // Signing out (a page loaded afresh) ends the session and signs out at the provider with its SDK.
    await page.goto('/logout')
    await page.waitForURL((url) => url.pathname.endsWith('/login'))
    await expect.poll(() => called('logout')).toBe(1)
    expect(await liveSessions(user._id)).toEqual([])

    // In again; the profile page says the browser is connected, and "Disconnect" takes the permission back.
    facebook.signInAs({ email, name: 'Fay at Facebook' })
    await signInWithButton(page)
    await page.goto('/profile')
    const row = page.getByTestId('social-connection-facebook')
    await expect
      .poll(() => row.getByTestId('social-connection-state').textContent(), { timeout: 10_000 })
      .toBe('已連結')
    await row.getByTestId('social-disconnect').click()
    await expect
      .poll(() => row.getByTestId('social-connection-state').textContent(), { timeout: 10_000 })
      .toBe('未連結')
    expect(called('revoke')).toBe(1)
    await expectMessage(page, '已中斷與 Facebook 的連結。')
    await expect(row.getByTestId('social-disconnect').count()).resolves.toBe(0)

    // Disconnected: signing out leaves the provider alone.
    await page.goto('/logout')
    await page.waitForURL((url) => url.pathname.endsWith('/login'))
    await page.getByTestId('social-facebook').waitFor()
    expect(called('logout')).toBe(1)
    // The broken provider's script failed to load (the browser logs that); nothing else went wrong.
    expect(errors.filter((text) => !text.includes('404'))).toEqual([])
    await context.close()
  })

  it("says the server's refusal in the page's language and stays on the sign-in page", async () => {
    facebook.signInAs({ email: 'nobody-known@test.local' })
    const context = await harness.context()
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByTestId('social-facebook').click()
    await page.getByTestId('login-error').waitFor()
    await expect(alertText(page)).resolves.toBe('沒有以此電郵登記的帳戶，請聯絡管理員。')
    expect(new URL(page.url()).pathname).toBe('/login')
    await context.close()
  })

  it('a provider whose SDK cannot be loaded says so when pressed, in English on /en', async () => {
    const context = await harness.context({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/en/login')
    await page.getByTestId('social-broken').click()
    await page.getByTestId('login-error').waitFor()
    await expect(alertText(page)).resolves.toBe(
      'Sign-in with Broken could not be loaded. Check your connection and try again.'
    )
    await context.close()
  })

  it(
    'takes screenshots of the sign-in page with its buttons and of the profile panel at 390 and 1440 px',
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      const account = await harness.server.createUser({ name: 'Shot Person' })
      // One browser per language, each page seen at both sizes in turn.
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const context = await harness.context({ locale, ...sizes[0] })
        const page = await context.newPage()
        await page.goto(`${prefix}/login`)
        for (const { width, height } of sizes) {
          await page.setViewportSize({ width, height })
          await page.getByTestId('social-facebook').waitFor()
          await page.screenshot({ path: path.join(SHOTS, `login-${lang}-${width}.png`) })
        }
        facebook.signInAs({ email: account.email })
        await page.getByTestId('social-facebook').click()
        await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
        await page.goto(`${prefix}/profile`)
        const panel = page.getByTestId('social-panel')
        await panel.waitFor()
        await expect.poll(() => panel.getByTestId('social-disconnect').count(), { timeout: 10_000 }).toBe(1)
        for (const { width, height } of [...sizes].reverse()) {
          await page.setViewportSize({ width, height })
          await panel.scrollIntoViewIfNeeded()
          await page.screenshot({ path: path.join(SHOTS, `profile-${lang}-${width}.png`) })
        }
        await context.close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
