import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at })

describe('two-factor sign-in in the browser', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole()
  })
  afterAll(() => harness?.stop())

  it('enrols on the profile page, then signs in with password and a code of the app', async () => {
    const account = await harness.server.createUser()
    const page = await harness.signedIn(account, { locale: 'en-US' })
    await page.goto('/en/profile')
    await page.getByTestId('two-factor-set-up').click()
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
    await page.getByTestId('two-factor-code').fill(codeOf(secret))
    await page.getByTestId('two-factor-enrol').locator('button[type=submit]').click()
    await page.getByTestId('recovery-codes').waitFor()
    await expect(page.getByTestId('recovery-code').count()).resolves.toBe(10)
    await page.getByTestId('two-factor-done').click()
    await expect(page.getByTestId('two-factor-state').textContent()).resolves.toBe('On')

    await page.goto('/en/logout')
    await page.waitForURL((url) => url.pathname.endsWith('/login'))
    await page.fill('input[name=email]', account.email)
    await page.fill('input[name=password]', account.password)
    await page.click('button[type=submit]')
    await page.getByTestId('two-factor-step').waitFor()
    await page.getByTestId('two-factor-code').fill('000000')
    await page.click('button[type=submit]')
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain(
      'The code is wrong or was used already.'
    )
    // The enrolment used this time step's code: the next step's is accepted within the window.
    await page.getByTestId('two-factor-code').fill(codeOf(secret, Date.now() + 30_000))
    await page.click('button[type=submit]')
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
    await page.context().close()
  })
})
