import type { Page, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

/**
 * Notes the query of every `find` of `service` the page sends over its socket, from now until the
 * returned `stop` is called.
 */
const watchFinds = (page: Page, service: string) => {
  const finds: Array<Record<string, unknown>> = []
  const record = (socket: WebSocket) =>
    socket.on('framesent', ({ payload }) => {
      const match = /^\d+(\[.*)$/s.exec(String(payload))
      const [method, name, query] = match ? JSON.parse(match[1]) : []
      if (method === 'find' && name === service) finds.push(query)
    })
  page.on('websocket', record)
  return { finds, stop: () => page.off('websocket', record) }
}

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
    const { finds, stop } = watchFinds(page, 'teachers')
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
    stop()
    await page.getByTestId('exact-count').click()
    expect(await rangeEndingWith(page, `11–20 of ${total}`)).toBe(`11–20 of ${total}`)
    expect(await page.getByTestId('exact-count').count()).toBe(0)
    expect(await page.getByTestId('page-button').count()).toBeGreaterThan(0)
  })

  it('R-PAGE-03, R-PAGE-01 sorts a big list by a greyed column once its search leaves few enough rows', async () => {
    const keyword = '陳'
    const search = `$or[0][name][$contains]=${encodeURIComponent(keyword)}&$or[1][email][$contains]=${encodeURIComponent(keyword)}`
    const matching = await harness.server.request('GET', `/api/teachers?${search}&$limit=1&$sort[name]=1`)
    // At most the collection's bound: the exact count limit of this server (100).
    expect(matching.body.total).toBeGreaterThan(1)
    expect(matching.body.total).toBeLessThanOrEqual(100)
    await page.goto(`/en/teachers?q=${encodeURIComponent(JSON.stringify({ keyword }))}`)
    await rangeEndingWith(page, ` of ${matching.body.total}`)
    await expect.poll(() => page.locator('th [data-unindexed]').count()).toBe(0)
    await page.locator('[data-sort-field=name]').click()
    await expect
      .poll(() => page.getByTestId('row').first().getAttribute('data-id'))
      .toBe(matching.body.data[0]._id)
    // Without the search every row matches: greyed again.
    await page.goto('/en/teachers')
    await expect.poll(() => page.locator('th [data-unindexed]').allTextContents()).toEqual(['Name', 'Email'])
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

  it('R-VL-02, R-PAGE-09 a virtual list says "about" for an estimated total, reads on by keyset, and ends where its last rows are', async () => {
    // Deleted rows leave SQLite's estimate (the largest rowid) above the count.
    const knex = harness.server.app.get('knex')
    const first = await knex('appUsers').select('_id').orderBy('_id').limit(50)
    await knex('appUsers')
      .whereIn(
        '_id',
        first.map((row: { _id: string }) => row._id)
      )
      .del()
    const exact = (await harness.server.request('GET', '/api/appUsers?$limit=0&$count=exact')).body.total
    const rowCount = (text: string) =>
      page.waitForFunction(
        (wanted) => document.querySelector('[data-testid=row-count]')?.textContent === wanted,
        text
      )
    // PostgreSQL's estimate moves as its statistics learn of the deletion: any figure, said as one.
    const estimated = async () => {
      const line = page.locator('[data-testid=row-count][data-estimated=about]')
      const [, figure] = /^about (\d+) rows$/.exec((await line.textContent()) ?? '') ?? []
      return Number(figure)
    }
    const { finds, stop } = watchFinds(page, 'appUsers')
    await page.goto('/en/appUsers')
    await page.getByTestId('row').first().waitFor()
    expect(await estimated()).toBeGreaterThanOrEqual(exact)
    const sort = Object.entries(finds[0].$sort as Record<string, number>)
      .map(([field, direction]) => `$sort[${field}]=${direction}`)
      .join('&')
    const idsFrom = async (skip: number, limit: number) =>
      (
        await harness.server.request(
          'GET',
          `/api/appUsers?$limit=${limit}&$skip=${skip}&${sort}&$select[]=_id`
        )
      ).body.data.map((row: { _id: string }) => row._id)
    const list = page.getByTestId('virtual-list')
    const rowId = (index: number) => page.locator(`[data-row-index="${index}"]`).getAttribute('data-id')
    const shown = (index: number) =>
      page.waitForFunction(
        (at) => document.querySelector(`[data-row-index="${at}"]`)?.getAttribute('data-testid') === 'row',
        index
      )
    // The next window is read on from the cursor of the one above it: no rows skipped on the server.
    await list.evaluate((element) => element.scrollTo(0, 80 * 41))
    await shown(90)
    expect(finds.at(-1)).toHaveProperty('$cursor')
    expect(finds.at(-1)).not.toHaveProperty('$skip')
    const ids = await idsFrom(80, 11)
    for (const [offset, id] of ids.entries()) expect(await rowId(80 + offset)).toBe(id)
    // At the end: where the last rows are, and the count exact, however far off the estimate was.
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await rowCount(`${exact} rows`)
    await shown(exact - 1)
    expect(await rowId(exact - 1)).toBe((await idsFrom(exact - 1, 1))[0])
    expect(await page.locator(`[data-row-index="${exact}"]`).count()).toBe(0)
    stop()
    // The exact count on request, as paged lists offer it.
    await page.reload()
    expect(await estimated()).toBeGreaterThanOrEqual(exact)
    await page.getByTestId('exact-count').click()
    await rowCount(`${exact} rows`)
    expect(await page.getByTestId('exact-count').count()).toBe(0)
  })
})
