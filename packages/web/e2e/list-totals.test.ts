import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

/** Waits until the list's range line ends with this text, and answers the line. */
const rangeEndingWith = async (page: Page, ending: string) => {
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid=page-range]')?.textContent?.endsWith(wanted),
    ending
  )
  return page.getByTestId('page-range').textContent()
}

describe('list totals of a big collection in the browser', () => {
  let harness: ConsoleHarness
  let page: Page
  beforeAll(async () => {
    // The demo's 320 teachers are a big collection under a limit of 100.
    harness = await startConsole({ SEED_DEMO: 'true', EXACT_COUNT_LIMIT: '100' })
    await harness.server.app.get('knex').raw('ANALYZE ??', ['teachers'])
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('R-PAGE-09 says "about" for an estimated total, pages by next and previous, and counts exactly on request', async () => {
    const exact = await harness.server.request('GET', '/api/teachers?$limit=0&$count=exact')
    const total = exact.body.total as number
    expect(total).toBeGreaterThan(100)
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    expect(await rangeEndingWith(page, ` of about ${total}`)).toBe(`1–10 of about ${total}`)
    expect(await page.getByTestId('page-button').count()).toBe(0)
    await page.getByRole('button', { name: 'Next page' }).click()
    await rangeEndingWith(page, `11–20 of about ${total}`)
    await page.getByTestId('exact-count').click()
    expect(await rangeEndingWith(page, `11–20 of ${total}`)).toBe(`11–20 of ${total}`)
    expect(await page.getByTestId('exact-count').count()).toBe(0)
    expect(await page.getByTestId('page-button').count()).toBeGreaterThan(0)
  })

  it('R-PAGE-09 a virtual list counts its rows exactly, since its scroll is as long as the total', async () => {
    // Deleted rows leave SQLite's estimate (the largest rowid) above the count.
    const knex = harness.server.app.get('knex')
    const first = await knex('appUsers').select('_id').orderBy('_id').limit(50)
    await knex('appUsers')
      .whereIn(
        '_id',
        first.map((row: { _id: string }) => row._id)
      )
      .del()
    const exact = await harness.server.request('GET', '/api/appUsers?$limit=0&$count=exact')
    expect(exact.body.total).toBeGreaterThan(100)
    await page.goto('/en/appUsers')
    await page.getByTestId('row').first().waitFor()
    await page.waitForFunction(
      (wanted) => document.querySelector('[data-testid=row-count]')?.textContent === wanted,
      `${exact.body.total} rows`
    )
  })
})
