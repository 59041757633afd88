import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const pad = (value: number) => String(value).padStart(2, '0')

describe('the publishing calendar', () => {
  let harness: ConsoleHarness
  let page: Page
  let newsId: string
  // Noon of the 15th of this month: on the calendar's first month whatever the time zone.
  const now = new Date()
  const publishAt = new Date(now.getFullYear(), now.getMonth(), 15, 12).toISOString()
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-15`
  beforeAll(async () => {
    harness = await startConsole()
    const { server } = harness
    // Far enough ahead of the publishing job's clock not to be published while the test runs.
    const news = await server.request('POST', '/api/news', {
      title: [{ lang: 'en', value: 'Exam season tips' }],
      publishAt,
      unpublishAt: new Date(now.getFullYear() + 50, 0, 1).toISOString()
    })
    newsId = news.body._id
    for (const name of ['Spring footer', 'Summer footer'])
      await server.request('POST', '/api/ads', {
        name,
        type: 'footer',
        status: 'published',
        startDate: `${now.getFullYear()}-01-01`,
        endDate: `${now.getFullYear()}-12-31`
      })
    await server.request('POST', '/api/campaigns', {
      name: 'Last year',
      status: 'published',
      startDate: '2020-01-01T00:00:00.000Z',
      endDate: '2020-02-01T00:00:00.000Z'
    })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('places a scheduled item on its day, opens its editor on a click, and warns of clashing ads and ended campaigns', async () => {
    await page.goto('/en/calendar')
    const mark = page.locator(`[data-testid=calendar-day][data-day="${day}"]`).getByTestId('calendar-mark')
    await expect.poll(() => mark.textContent()).toBe('News · Exam season tips')
    const warnings = await page.getByTestId('calendar-warning').allTextContents()
    expect(warnings).toEqual([
      'Ads “Spring footer” and “Summer footer” share the “Footer” slot at overlapping times.',
      'Campaign “Last year” has ended but is still published.'
    ])
    await mark.click()
    await page.waitForURL((url) => url.pathname === `/en/news/edit/${newsId}`)
  })
})
