import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { expectMessage } from './support/messages'

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
    const page = await harness.signedIn(account, { locale: 'en-US', at: '/en/profile' })
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

  it('lets an administrator end all sessions of a staff account and reset its two-factor from its editor', async () => {
    const account = await harness.server.createUser()
    const own = harness.server.client(await harness.server.login(account.email, account.password))
    const started = await own.request('POST', '/api/twoFactor', { action: 'start' })
    await own.request('POST', '/api/twoFactor', { action: 'confirm', code: codeOf(started.body.secret) })
    const page = await harness.signedIn(harness.server.admin, {
      locale: 'en-US',
      at: `/en/admins/edit/${account.user._id}`
    })
    await page.getByTestId('end-all-sessions').click()
    await page.getByTestId('confirm-delete').click()
    await expectMessage(page, '1 session ended')
    expect((await own.request('GET', '/api/teachers')).status).toBe(401)
    await page.getByTestId('reset-two-factor').click()
    await page.getByTestId('confirm-delete').click()
    await expectMessage(page, 'Two-factor reset')
    await page.getByTestId('reset-two-factor').waitFor({ state: 'detached' })
    await expect(harness.server.login(account.email, account.password)).resolves.toEqual(expect.any(String))
    await page.context().close()
  })
})

describe('two-factor required by role, in the browser', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole({ TWO_FACTOR_REQUIRED_ROLES: 'editor' })
  })
  afterAll(() => harness?.stop())

  it('sends an editor to enrolment after the password, shows the recovery codes, then signs in', async () => {
    const account = await harness.server.createUser({ role: 'editor' })
    const page = await (await harness.context({ locale: 'en-US' })).newPage()
    await page.goto('/en/login')
    await page.fill('input[name=email]', account.email)
    await page.fill('input[name=password]', account.password)
    await page.click('button[type=submit]')
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '')
    await page.getByTestId('two-factor-code').fill(codeOf(secret))
    await page.click('button[type=submit]')
    await page.getByTestId('recovery-codes').waitFor()
    await expect(page.getByTestId('recovery-code').count()).resolves.toBe(10)
    expect(new URL(page.url()).pathname).toBe('/en/login')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
    await page.context().close()
  })
})
