import type { Page, WebSocket } from 'playwright-core'
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

  it('R-PAGE-09, R-PAGE-06 says "about" for an estimated total, pages on by keyset, and counts exactly on request', async () => {
    const exact = await harness.server.request('GET', '/api/teachers?$limit=0&$count=exact')
    const total = exact.body.total as number
    expect(total).toBeGreaterThan(100)
    const finds: Array<Record<string, unknown>> = []
    const record = (socket: WebSocket) =>
      socket.on('framesent', ({ payload }) => {
        const match = /^\d+(\[.*)$/s.exec(String(payload))
        const [method, service, query] = match ? JSON.parse(match[1]) : []
        if (method === 'find' && service === 'teachers') finds.push(query)
      })
    page.on('websocket', record)
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    expect(await rangeEndingWith(page, ` of about ${total}`)).toBe(`1–10 of about ${total}`)
    expect(await page.getByTestId('page-button').count()).toBe(0)
    // Names and emails are found by the text index, not sorted by a b-tree: with this many rows, no sort there.
    await expect.poll(() => page.locator('th [data-unindexed]').allTextContents()).toEqual(['Name', 'Email'])
    expect(await page.locator('[data-sort-field=name]').count()).toBe(0)
    expect(await page.locator('[data-sort-field=hourlyRate]').count()).toBe(1)
    const rowIds = () => page.getByTestId('row').evaluateAll((rows) => rows.map((row) => row.dataset.id))
    for (const [shown, skip] of [
      ['11–20', 10],
      ['21–30', 20]
    ] as const) {
      await page.getByRole('button', { name: 'Next page' }).click()
      await rangeEndingWith(page, `${shown} of about ${total}`)
      const byOffset = await harness.server.request(
        'GET',
        `/api/teachers?$limit=10&$skip=${skip}&$sort[created]=-1&$select[]=_id`
      )
      const ids = byOffset.body.data.map((row: { _id: string }) => row._id)
      await expect.poll(rowIds).toEqual(ids)
      // Read from the cursor of the page before: no rows skipped on the server.
      expect(finds.at(-1)).toHaveProperty('$cursor')
      expect(finds.at(-1)).not.toHaveProperty('$skip')
    }
    await page.getByRole('button', { name: 'Previous page' }).click()
    await rangeEndingWith(page, `11–20 of about ${total}`)
    page.off('websocket', record)
    await page.getByTestId('exact-count').click()
    expect(await rangeEndingWith(page, `11–20 of ${total}`)).toBe(`11–20 of ${total}`)
    expect(await page.getByTestId('exact-count').count()).toBe(0)
    expect(await page.getByTestId('page-button').count()).toBeGreaterThan(0)
  })

  it('R-LIST-10 asks before deleting every matching row of a big list with their exact count', async () => {
    // Removed behind the estimate's back: the largest rowid still says they are there.
    const knex = harness.server.app.get('knex')
    const oldest = await knex('teachers').select('_id').orderBy('_id').limit(3)
    await knex('teachers')
      .whereIn(
        '_id',
        oldest.map((row: { _id: string }) => row._id)
      )
      .del()
    const exact = (await harness.server.request('GET', '/api/teachers?$limit=0&$count=exact')).body.total
    await page.goto('/en/teachers')
    await rangeEndingWith(page, ` of about ${exact + 3}`)
    await page.getByTestId('select-page').click()
    await page.getByTestId('select-all-matching').click()
    await page.getByTestId('action-delete-selected').click()
    await expect(page.getByRole('dialog').textContent()).resolves.toContain(`Delete ${exact} records?`)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect((await harness.server.request('GET', '/api/teachers?$limit=0&$count=exact')).body.total).toBe(
      exact
    )
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
