import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const title = (en: string) => [{ lang: 'en', value: en }]

/** Signs in through the login form of the page it is on (the link's redirect keeps where it goes). */
const signIn = async (page: Page, account: { email: string; password: string }) => {
  await page.fill('input[name=email]', account.email)
  await page.fill('input[name=password]', account.password)
  await page.click('button[type=submit]')
}

describe('saved views of a list (R-LIST-08, R-ROLE-09)', () => {
  let harness: ConsoleHarness
  let page: Page
  beforeAll(async () => {
    harness = await startConsole()
    for (const text of ['Exam tips', 'Exam timetable', 'Open day'])
      await harness.server.request('POST', '/api/news', { title: title(text) })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('saves the list’s state as a view with its count, and its link opens that state in another browser after sign-in', async () => {
    await page.goto(`/en/news?q=${encodeURIComponent(JSON.stringify({ keyword: 'Exam' }))}`)
    await expect.poll(() => page.getByTestId('row').count()).toBe(2)
    await page.getByTestId('views-button').click()
    await page.getByTestId('view-save-current').click()
    await page.getByTestId('view-name').fill('Exam news')
    await page.getByTestId('view-save').click()
    await page.getByTestId('views-button').click()
    const saved = page.getByTestId('saved-view').filter({ hasText: 'Exam news' })
    await expect.poll(() => saved.getByTestId('view-count').textContent()).toBe('2')
    const link = await saved.getByTestId('view-link').getAttribute('data-link')
    expect(link).toMatch(/\/en\/v\/[a-z0-9]{10}$/)
    await page.keyboard.press('Escape')

    const other = await (await harness.context({ locale: 'en-US' })).newPage()
    await other.goto(link!)
    await other.waitForURL((url) => url.pathname.endsWith('/login'))
    await signIn(other, harness.server.admin)
    await other.waitForURL((url) => url.pathname === '/en/news')
    expect(JSON.parse(new URL(other.url()).searchParams.get('q')!)).toMatchObject({ keyword: 'Exam' })
    await expect.poll(() => other.getByTestId('row').count()).toBe(2)
    await other.context().close()
  })

  it('refuses the link of a view to someone it is not shown to', async () => {
    const views = await harness.server.request('GET', '/api/savedViews?list=/news')
    const { shortId } = views.body.data[0]
    const editor = await harness.server.createUser({ role: 'editor' })
    const other = await harness.signedIn(editor, { locale: 'en-US' })
    await other.goto(`/en/v/${shortId}`)
    await other.getByTestId('error-page').waitFor()
    expect(await other.getByTestId('error-page').textContent()).toContain('not shared with you')
    await other.context().close()
  })
})
