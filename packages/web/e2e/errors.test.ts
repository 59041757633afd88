import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`)

/** Fills the staff editor with an account whose email another account has. */
const fillTwin = async (page: Page, email: string, password: string) => {
  await page.getByTestId('editor').waitFor()
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="name.firstName"]', 'Twin')
  await page.fill('input[name="password"]', password)
  await page.getByTestId('editor-save').click()
}

describe('messages in the interface language (R-ERR-09)', () => {
  let harness: ConsoleHarness
  let taken: { email: string }
  beforeAll(async () => {
    harness = await startConsole()
    taken = await harness.server.createUser({ role: 'editor' })
  })
  afterAll(() => harness?.stop())

  it.each([
    ['/login', 'zh-HK', '電郵地址或密碼不正確。'],
    ['/zh-cn/login', 'zh-CN', '电子邮箱或密码不正确。'],
    ['/en/login', 'en-US', 'Wrong email or password.']
  ])(
    'R-AUTH-02 a wrong password on %s says so in its language alone, no English after it',
    async (path, locale, sentence) => {
      const context = await harness.context({ locale })
      const errors = collectErrors(context)
      const page = await context.newPage()
      await page.goto(path)
      await page.fill('input[name=email]', harness.server.admin.email)
      await page.fill('input[name=password]', 'not-the-password')
      await page.click('button[type=submit]')
      const alert = page.getByTestId('login-error')
      await alert.waitFor()
      await expect(alert.locator('.MuiAlert-message').textContent()).resolves.toBe(sentence)
      expect(await alert.getByTestId('error-detail').count()).toBe(0)
      // The refused sign-in is the page's own message; nothing else went wrong.
      expect(errors.filter((text) => !text.includes('401'))).toEqual([])
      await context.close()
    }
  )

  it('R-ED-08 the editor says a refused duplicate and its field in Traditional Chinese', async () => {
    const page = await harness.signedIn(harness.server.admin)
    await page.goto('/admins/edit')
    await fillTwin(page, taken.email, 'a-long-password')
    const snackbar = page.getByTestId('snackbar')
    await snackbar.waitFor()
    await expect(snackbar.locator('.MuiAlert-message').textContent()).resolves.toBe(
      '已有其他記錄使用這個電郵。'
    )
    expect(await snackbar.getByTestId('error-detail').count()).toBe(0)
    await expect(field(page, 'email').textContent()).resolves.toContain('已有其他記錄使用')
    await page.context().close()
  })

  it('R-ED-08 the same in English, and a check of the form names its limit', async () => {
    const page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    await page.goto('/en/admins/edit')
    await fillTwin(page, taken.email, 'short')
    await expect(field(page, 'password').textContent()).resolves.toContain('At least 8 characters')
    await page.fill('input[name="password"]', 'a-long-password')
    await page.getByTestId('editor-save').click()
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid=snackbar]')
        ?.textContent?.includes('Another record already has this Email.')
    )
    await expect(field(page, 'email').textContent()).resolves.toContain('Already used by another record')
    expect(new URL(page.url()).pathname).toBe('/en/admins/edit')
    await page.context().close()
  })
})
