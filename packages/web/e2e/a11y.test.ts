import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

describe('accessibility (axe) with the demo data', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
  })
  afterAll(() => harness?.stop())

  it('has no serious violation on /login', async () => {
    const page = await (await harness.context()).newPage()
    await page.goto('/login')
    await page.locator('input[name=email]').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it.each([
    ['light', false],
    ['dark', true]
  ])('has no serious violation on /dashboard and /profile (%s)', async (_mode, dark) => {
    const page = await harness.signedIn(harness.server.admin)
    if (dark) {
      await page.evaluate(() => localStorage.setItem('dark', 'true'))
      await page.reload()
    }
    await page.locator('[data-charts-drawn=true]').waitFor()
    await page.getByTestId('recent-changes').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.goto('/profile')
    await page.getByTestId('profile-email').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('offers a skip link as the first stop of the keyboard, which moves focus to the content', async () => {
    const page = await harness.signedIn(harness.server.admin)
    await page.reload()
    await page.getByTestId('menu').waitFor()
    await page.keyboard.press('Tab')
    const skip = page.locator(':focus')
    await expect(skip.textContent()).resolves.toBe('跳至主要內容')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    await page.context().close()
  })
})
