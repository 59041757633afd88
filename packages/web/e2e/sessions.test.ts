import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const notice = (page: Page) => page.getByTestId('login-notice')
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())

describe('sessions in the browser', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole()
  })
  afterAll(() => harness?.stop())

  it('a password change lands on the sign-in page saying why; only the new password signs in', async () => {
    const account = await harness.server.createUser()
    const page = await harness.signedIn(account, { locale: 'en-US', at: '/en/profile/changePassword' })
    await page.fill('input[name=oldPassword]', account.password)
    await page.fill('input[name=newPassword]', 'brand-new-password')
    await page.fill('input[name=confirmPassword]', 'brand-new-password')
    harness.server.secrets.add('brand-new-password')
    await page.click('button[type=submit]')
    await page.waitForURL((url) => url.pathname.endsWith('/login'))
    await expect(notice(page).textContent()).resolves.toBe(
      'Your password was changed. Please sign in again with the new password.'
    )
    await page.fill('input[name=email]', account.email)
    await page.fill('input[name=password]', account.password)
    await page.click('button[type=submit]')
    await page.getByTestId('login-error').waitFor()
    await page.fill('input[name=password]', 'brand-new-password')
    await page.click('button[type=submit]')
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
    await page.context().close()
  })

  it('ending a session in one browser puts the other on the sign-in page at its next action', async () => {
    const account = await harness.server.createUser()
    const a = await harness.signedIn(account, { locale: 'en-US' })
    const b = await harness.signedIn(account, { locale: 'en-US' })
    await a.goto('/en/profile')
    await a.getByTestId('session-end').waitFor()
    const other = a.getByTestId('session-row').filter({ has: a.getByTestId('session-end') })
    await expect(other.count()).resolves.toBe(1)
    await a.getByTestId('session-end').click()
    await a.getByTestId('session-end').waitFor({ state: 'detached' })
    await b.goto('/en/profile')
    await b.waitForURL((url) => url.pathname.endsWith('/login'))
    await expect(notice(b).textContent()).resolves.toBe(
      'This session was ended from another browser. Please sign in again.'
    )
    // The browser that ended it stays signed in.
    await a.reload()
    await a.getByTestId('sessions-panel').waitFor()
    expect(new URL(a.url()).pathname).toBe('/en/profile')
    await a.context().close()
    await b.context().close()
  })

  it('a token that expired while the tab slept is renewed with the refresh cookie: no sign-in page (R-AUTH-04)', async () => {
    const account = await harness.server.createUser()
    const page = await harness.signedIn(account, { locale: 'en-US' })
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('login') ?? '{}').token as string)
    const signedInWith = await stored()
    const { sid, sub } = payloadOf(signedInWith)
    const expired = await harness.server.app
      .service('authentication')
      .createAccessToken({ sid }, { subject: sub, expiresIn: -60 })
    await page.evaluate((token) => {
      const login = JSON.parse(localStorage.getItem('login') ?? '{}')
      localStorage.setItem('login', JSON.stringify({ ...login, token }))
    }, expired)
    await page.reload()
    await page.goto('/en/profile')
    await page.getByTestId('session-row').first().waitFor()
    // Renewal runs beside the page's first render: wait for its token rather than read it at once.
    await page.waitForFunction(
      (old) => JSON.parse(localStorage.getItem('login') ?? '{}').token !== old,
      expired
    )
    expect(new URL(page.url()).pathname).toBe('/en/profile')
    const renewed = await stored()
    expect(renewed).not.toBe(expired)
    expect(payloadOf(renewed)).toMatchObject({ sid, sub })
    expect(payloadOf(renewed).exp * 1000).toBeGreaterThan(Date.now())
    await page.context().close()
  })
})
