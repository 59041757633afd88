import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestProvider, type TestProvider } from '../../server/test/support/oidc-test-provider'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

describe('single sign-on from the sign-in page (R-AUTH-16)', () => {
  let provider: TestProvider
  let harness: ConsoleHarness

  beforeAll(async () => {
    provider = await startTestProvider()
    harness = await startConsole({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'School SSO'
    })
    provider.start(`${harness.server.url}/api/oidc/callback`, `${harness.server.url}/login`)
  })
  afterAll(async () => {
    await harness?.stop()
    await provider?.stop()
  })

  const liveSessions = async (account: string) =>
    (await harness.server.request('GET', `/api/sessions?account=${account}`)).body.data as unknown[]

  it('signs in at the provider, lands in the console signed in, and signs out there too', async () => {
    const { user, email } = await harness.server.createUser({ name: 'Sso Person' })
    provider.signInAs({ email: email.toUpperCase(), email_verified: true })
    const context = await harness.context()
    const errors = collectErrors(context)
    const page = await context.newPage()
    const visited: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url())
    })
    await page.goto('/login')
    const button = page.getByTestId('sso-sign-in')
    await expect(button.textContent()).resolves.toBe('以 School SSO 登入')
    await button.click()
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
    expect(visited.some((url) => url.startsWith(`${provider.issuer}/`) || url.includes('/api/oidc/'))).toBe(
      true
    )
    expect(page.url()).not.toContain('sso=')
    expect(await page.evaluate(() => window.location.hash)).toBe('')
    expect(await liveSessions(user._id)).toHaveLength(1)

    visited.length = 0
    await page.goto('/logout')
    await page.waitForURL(
      (url) => url.pathname.endsWith('/login') && visited.some((seen) => seen.startsWith(provider.issuer))
    )
    await page.getByTestId('sso-sign-in').waitFor()
    expect(await liveSessions(user._id)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it("says a refusal on the sign-in page in the page's language", async () => {
    provider.signInAs({ email: 'nobody-known@test.local', email_verified: true })
    const context = await harness.context()
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByTestId('sso-sign-in').click()
    const alert = page.getByTestId('login-error')
    await alert.waitFor()
    await expect(alert.textContent()).resolves.toContain('沒有以此電郵登記的帳戶')
    expect(new URL(page.url()).hash).toBe('')
    await context.close()
  })
})
