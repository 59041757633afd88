import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { SIGN_IN_JS_GOAL, signInScriptBytes } from './support/signInScripts'

/**
 * Chunks of the signed-in console (its router and data cache, and every namespace of a language)
 * that the sign-in page never draws.
 */
const SIGNED_IN_CHUNKS = [
  'console',
  'client',
  'shell',
  'list',
  'dashboard',
  'RichTextEditor',
  'cht',
  'chs',
  'en'
]

describe('the sign-in page loads only what it draws', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole()
  })
  afterAll(() => harness?.stop())

  it.each(['/login', '/en/login'])(
    '%s: its scripts before the form stay within the goal, none of the signed-in console',
    async (url) => {
      const context = await harness.context()
      const { bytes, files } = await signInScriptBytes(context, url)
      await context.close()
      const listing = files.map((file) => `${file.url} ${file.bytes}`).join('\n')
      expect(bytes, listing).toBeLessThanOrEqual(SIGN_IN_JS_GOAL)
      const names = files.map((file) => path.basename(file.url))
      for (const chunk of SIGNED_IN_CHUNKS)
        expect(
          names.filter((name) => name.startsWith(`${chunk}-`)),
          listing
        ).toEqual([])
    }
  )

  it('opened first, it switches language in place, and signing in hands the page to the console', async () => {
    const context = await harness.context()
    const errors = collectErrors(context)
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(path.basename(new URL(request.url()).pathname))
    })
    await page.goto('/login?redirect=%2Fprofile')
    await page.locator('input[name=email]').waitFor()
    // Nothing of the console's router and pages to draw the form.
    expect(scripts.filter((name) => name.startsWith('console-'))).toEqual([])
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByTestId('language').click()
    await page.locator('[data-lang=en]').click()
    await page.waitForURL((url) => url.pathname === '/en/login' && url.search === '?redirect=%2Fprofile')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome back')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.fill('input[name=email]', harness.server.admin.email)
    await page.fill('input[name=password]', harness.server.admin.password)
    await page.click('button[type=submit]')
    await page.waitForURL('**/en/profile')
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(harness.server.admin.email)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Profile')
    const sameDocument = await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)
    expect(sameDocument).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
