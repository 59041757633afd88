import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const rows = (page: Page) => page.getByTestId('row')
const choice = (page: Page, field: string) =>
  page.locator(`[data-testid=column-choice][data-field="${field}"]`)
const headings = async (page: Page) =>
  (await page.locator('.vl-head .vl-cell').allTextContents()).map((text) => text.trim())

/**
 * Counts the list's rows on every animation frame while `change` runs and until `done` holds:
 * the fewest seen. A frame without rows is what the person would see flash.
 */
const fewestRowsDuring = async (page: Page, change: () => Promise<void>, done: () => Promise<boolean>) => {
  await page.evaluate(() => {
    const watch = window as unknown as { fewest: number; frame: number }
    watch.fewest = Infinity
    const count = () => {
      watch.fewest = Math.min(watch.fewest, document.querySelectorAll('[data-testid=row]').length)
      watch.frame = requestAnimationFrame(count)
    }
    count()
  })
  await change()
  await expect.poll(done).toBe(true)
  return page.evaluate(() => {
    const watch = window as unknown as { fewest: number; frame: number }
    cancelAnimationFrame(watch.frame)
    return watch.fewest
  })
}

describe('the virtual list keeps its rows on screen while they load again (R-VL-02, R-VL-05)', () => {
  let harness: ConsoleHarness
  let page: Page
  /** The id of the first app user in an order, as the API gives it. */
  const firstId = async (sort: string) =>
    (await harness.server.request('GET', `/api/appUsers?${sort}&$limit=1`)).body.data[0]._id as string
  const firstRowId = () => rows(page).first().getAttribute('data-id')

  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US', at: '/en/appUsers' })
    await rows(page).first().waitFor()
  })
  afterAll(() => harness?.stop())

  it('while a column is hidden, shown again or moved', async () => {
    const changeColumns = async (pick: () => Promise<void>) => {
      await page.getByTestId('columns-button').click()
      await page.getByTestId('column-chooser').waitFor()
      await pick()
      await page.getByTestId('columns-save').click()
    }
    const hidden = await fewestRowsDuring(
      page,
      () => changeColumns(() => choice(page, 'gender').getByRole('checkbox').uncheck()),
      async () => !(await headings(page)).includes('Gender')
    )
    expect(hidden).toBeGreaterThan(0)
    // Shown again: its values come with the rows loaded again, the old rows showing meanwhile.
    const shown = await fewestRowsDuring(
      page,
      () => changeColumns(() => choice(page, 'gender').getByRole('checkbox').check()),
      async () => {
        const at = (await headings(page)).indexOf('Gender')
        if (at < 0) return false
        const genders = await page
          .locator('[data-testid=row]')
          .evaluateAll(
            (found, index) => found.map((row) => row.querySelectorAll('.vl-cell')[index]?.textContent),
            at
          )
        return genders.some(Boolean)
      }
    )
    expect(shown).toBeGreaterThan(0)
    const moved = await fewestRowsDuring(
      page,
      () => changeColumns(() => choice(page, 'email').getByTestId('column-up').click()),
      async () => (await headings(page))[0] === 'Email'
    )
    expect(moved).toBeGreaterThan(0)
  })

  it('while the rows of another sort load, which then start from the top', async () => {
    await rows(page).nth(15).scrollIntoViewIfNeeded()
    const byEmail = await firstId('$sort[email]=1')
    const ascending = await fewestRowsDuring(
      page,
      () => page.locator('.vl-head [data-sort-field=email]').click(),
      async () => (await firstRowId()) === byEmail
    )
    expect(ascending).toBeGreaterThan(0)
    expect(await page.getByTestId('virtual-list').evaluate((list) => list.scrollTop)).toBe(0)
    const byEmailDown = await firstId('$sort[email]=-1')
    const descending = await fewestRowsDuring(
      page,
      () => page.locator('.vl-head [data-sort-field=email]').click(),
      async () => (await firstRowId()) === byEmailDown
    )
    expect(descending).toBeGreaterThan(0)
  })
})
