import fs from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'

const SHOTS = process.env.API_SHOTS_DIR ?? '/tmp/api-shots'

/** Problems the page reported: console errors (a refused script or style among them) and uncaught errors. */
const problemsOf = (page: Page) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/**
 * API tokens and the API's documentation in the console (issue "Integrations"): an administrator
 * makes a token and sees its secret once, revokes it, and reads the document in Scalar's viewer.
 */
describe('API tokens and documentation pages', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole()
  })
  afterAll(() => harness?.stop())

  it('makes a token whose secret is shown once, then revokes it', async () => {
    const page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    await page.getByTestId('menu').getByRole('link', { name: 'API tokens' }).click()
    await page.waitForURL((url) => url.pathname === '/en/apiTokens')
    await page.getByTestId('token-new').click()
    await page.getByTestId('token-create').click()
    // A name is required: the form says so and sends nothing.
    await page.getByText('Required').waitFor()
    await page.fill('input[name=name]', 'Mailer')
    await page.getByTestId('token-create').click()
    const secretBox = page.getByTestId('token-secret')
    await secretBox.waitFor()
    const secret = await secretBox.inputValue()
    expect(secret).toMatch(/^ta_/)
    await page.getByTestId('token-copy').click()
    await fs.mkdir(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, 'secret-en.png') })
    const teachers = () => harness.server.client(secret).request('GET', '/api/teachers')
    expect((await teachers()).status).toBe(200)
    await page.getByTestId('token-done').click()
    await secretBox.waitFor({ state: 'detached' })
    const row = page.getByTestId('row').filter({ hasText: 'Mailer' })
    await row.waitFor()
    expect(await page.content()).not.toContain(secret)
    await page.reload()
    await row.waitFor()
    expect(await row.textContent()).toContain(secret.slice(0, 7))
    expect(await page.content()).not.toContain(secret)
    await expect(row.getByTestId('token-state').textContent()).resolves.toBe('Active')

    await row.getByTestId('token-revoke').click()
    await page.getByTestId('confirm-delete').click()
    await expect.poll(() => row.getByTestId('token-state').textContent()).toBe('Revoked')
    expect((await teachers()).status).toBe(401)
    await page.context().close()
  })

  it('renders the API document in the console, with no errors', async () => {
    const page = await harness.signedIn(harness.server.admin, { locale: 'en-US', width: 1440, height: 900 })
    const problems = problemsOf(page)
    await page.goto('/en/apiDocs')
    const reference = page.getByTestId('api-reference')
    await reference.getByText('Tutor Admin API').first().waitFor()
    await reference.getByText('List Contacts').first().waitFor()
    // On a desktop Scalar's menu stands beside the text, and stays there as the viewer scrolls.
    const columns = await page.evaluate(
      () => getComputedStyle(document.querySelector('.references-layout')!).gridTemplateColumns
    )
    expect(columns.split(' ')).toHaveLength(2)
    // "Try it": Scalar's client sends the request to this server with the token pasted on the page.
    const expires = new Date(Date.now() + 86_400_000).toISOString()
    const { secret } = (
      await harness.server.request('POST', '/api/apiTokens', { name: 'Docs', role: 'reader', expires })
    ).body
    await page.getByTestId('docs-token').fill(secret)
    await reference
      .getByRole('button', { name: /Test Request/ })
      .first()
      .click()
    const sent = page.waitForRequest((request) => /\/api\/contacts(\?|$)/.test(request.url()))
    await page.getByRole('button', { name: /^Send/ }).first().click()
    const request = await sent
    expect(request.headers().authorization).toBe(`Bearer ${secret}`)
    expect((await request.response())?.status()).toBe(200)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('is for administrators: an editor has neither menu entry and is refused', async () => {
    const editor = await harness.server.createUser({ role: 'editor' })
    const page = await harness.signedIn(editor, { locale: 'en-US' })
    await page.getByTestId('menu').getByRole('link', { name: 'Dashboard' }).waitFor()
    await expect(page.getByTestId('menu').getByRole('link', { name: 'API tokens' }).count()).resolves.toBe(0)
    await page.goto('/en/apiTokens')
    await page
      .getByRole('alert')
      .filter({ hasText: /not allowed|permission/i })
      .first()
      .waitFor()
    await page.context().close()
  })

  it(
    'looks right on a phone and a desktop in every language (screenshots)',
    async () => {
      await fs.mkdir(SHOTS, { recursive: true })
      const expires = new Date(Date.now() + 90 * 86_400_000).toISOString()
      await harness.server.request('POST', '/api/apiTokens', {
        name: 'Reports',
        role: 'reader',
        collections: ['teachers', 'lessons'],
        methods: ['find', 'get'],
        expires
      })
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const page = await harness.signedIn(harness.server.admin, {
          locale,
          ...sizes[0],
          at: `${prefix}/apiTokens`
        })
        // Each page is loaded once per language and seen at both sizes: Scalar's viewer takes seconds to load.
        for (const { width, height } of sizes) {
          await page.setViewportSize({ width, height })
          await page.getByTestId('row').first().waitFor()
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
          expect(scroll).toBeLessThanOrEqual(width)
          await page.screenshot({ path: path.join(SHOTS, `tokens-${lang}-${width}.png`) })
          await page.getByTestId('token-new').click()
          await page.getByTestId('token-form').waitFor()
          // The dialog fades in: shot once it has.
          await page.waitForFunction(
            () => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity === '1'
          )
          await page.screenshot({ path: path.join(SHOTS, `new-${lang}-${width}.png`) })
          await page.keyboard.press('Escape')
          await page.getByTestId('token-form').waitFor({ state: 'detached' })
        }
        await page.goto(`${prefix}/apiDocs`)
        await page.getByTestId('api-reference').getByText('Tutor Admin API').first().waitFor()
        for (const { width, height } of sizes) {
          await page.setViewportSize({ width, height })
          await page.waitForTimeout(500)
          await page.screenshot({ path: path.join(SHOTS, `docs-${lang}-${width}.png`) })
        }
        await page.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
