import type { BrowserContext, Page, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const SESSION_COOKIE = 'console-session'

/**
 * Records, from the start of each page, whether the list's rows ever left the page once shown
 * (a loading screen between the server's rows and the console's) and when the console took over.
 */
const watchRows = () => {
  const seen = { rows: false, gap: false }
  Object.assign(window, { rowWatch: seen })
  new MutationObserver(() => {
    const rows = document.querySelectorAll('[data-testid=row]').length
    if (rows > 0) seen.rows = true
    else if (seen.rows) seen.gap = true
  }).observe(document, { subtree: true, childList: true })
}

const rowWatch = (page: Page) =>
  page.evaluate(() => (window as unknown as { rowWatch: { rows: boolean; gap: boolean } }).rowWatch)

describe('list pages rendered on the server for a signed-in browser', () => {
  let harness: ConsoleHarness
  let page: Page
  let signedIn: BrowserContext
  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    signedIn = page.context()
  })
  afterAll(() => harness?.stop())

  it('sets the session cookie HttpOnly and SameSite=Strict after signing in', async () => {
    await expect
      .poll(async () => (await signedIn.cookies()).some((cookie) => cookie.name === SESSION_COOKIE))
      .toBe(true)
    const cookie = (await signedIn.cookies()).find((candidate) => candidate.name === SESSION_COOKIE)!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
    // It expires with the access token it carries (minutes, renewed with the token), not with the browser.
    expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 60_000)
  })

  it('shows the rows without JavaScript, from the cookie alone', async () => {
    const context = await harness.browser.newContext({
      baseURL: harness.server.url,
      javaScriptEnabled: false,
      locale: 'en-US'
    })
    await context.addCookies(await signedIn.cookies())
    const noScript = await context.newPage()
    await noScript.goto('/en/teachers')
    expect(await noScript.getByTestId('row').count()).toBe(10)
    expect(await noScript.title()).toBe('Teachers | Admin')
    expect(await noScript.getByTestId('menu').count()).toBe(1)
    await context.close()

    const stranger = await harness.browser.newContext({
      baseURL: harness.server.url,
      javaScriptEnabled: false
    })
    const plain = await stranger.newPage()
    await plain.goto('/en/teachers')
    expect(await plain.getByTestId('row').count()).toBe(0)
    await stranger.close()
  })

  it('is taken over by the console without a loading screen between, and sorts as before', async () => {
    await signedIn.addInitScript(watchRows)
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    // The click waits for the console: the server's page is inert until it is replaced.
    const rate = page.locator('[data-sort-field=hourlyRate]')
    await rate.click()
    await expect
      .poll(() => JSON.parse(new URL(page.url()).searchParams.get('q') ?? '{}').sort)
      .toEqual([{ field: 'hourlyRate', desc: false }])
    const ascending = await harness.server.request(
      'GET',
      '/api/teachers?$limit=10&$sort[hourlyRate]=1&$select[]=_id'
    )
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid=row]')?.getAttribute('data-id') === first,
      ascending.body.data[0]._id
    )
    expect(await rowWatch(page)).toEqual({ rows: true, gap: false })
    expect(await page.locator('[inert]').count()).toBe(0)
  })

  it('keeps the console live: a teacher created elsewhere appears on the server-rendered page', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    await page.locator('[inert]').waitFor({ state: 'detached' })
    const created = await harness.server.request('POST', '/api/teachers', { name: 'Server Rendered' })
    expect(created.status).toBe(201)
    await page.waitForFunction(
      (id) => Boolean(document.querySelector(`[data-testid=row][data-id="${id}"]`)),
      created.body._id,
      { timeout: 15_000 }
    )
  })

  it('draws the dashboard from the data its page carried, without asking for it again (issue 38)', async () => {
    const sent: string[] = []
    const record = (socket: WebSocket) => socket.on('framesent', (frame) => sent.push(String(frame.payload)))
    page.on('websocket', record)
    try {
      await page.goto('/en/dashboard')
      await page.locator('[data-charts-drawn=true]').waitFor()
      const teachers = await harness.server.request('GET', '/api/teachers?$limit=0')
      expect(await page.getByTestId('all-pages').textContent()).toContain(
        teachers.body.total.toLocaleString('en')
      )
    } finally {
      page.off('websocket', record)
    }
    const asked = sent.filter((frame) =>
      /"(find|create)","(teachers|findTeachers|lessons|changes|batch|translationGaps|schemas)"/.test(frame)
    )
    expect(asked).toEqual([])
  })

  it('R-LAY-09, R-VL-05 renders a phone its cards and a dark console dark from the first paint', async () => {
    // A desktop browser's user agent on a phone-sized window: only the console's view cookie tells.
    const phone = await harness.signedIn(harness.server.admin, { locale: 'en-US', width: 390, height: 800 })
    await phone.getByTestId('user-menu').click()
    await phone.getByRole('menuitem', { name: 'Dark mode' }).click()
    await expect
      .poll(async () => (await phone.context().cookies()).find((cookie) => cookie.name === 'view')?.value)
      .toBe('390.dark')
    // What the server sends, before any script runs.
    const context = await harness.browser.newContext({
      baseURL: harness.server.url,
      javaScriptEnabled: false,
      locale: 'en-US',
      viewport: { width: 390, height: 800 }
    })
    await context.addCookies(await phone.context().cookies())
    const noScript = await context.newPage()
    await noScript.goto('/en/teachers')
    expect(await noScript.locator('div[data-testid=row]').count()).toBe(10)
    expect(await noScript.locator('tr[data-testid=row]').count()).toBe(0)
    const background = await noScript.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(15, 23, 32)')
    await context.close()
    // And with the console taking over, no table row ever shows.
    await phone.context().addInitScript(() => {
      const seen = { tableRows: false }
      Object.assign(window, { layoutWatch: seen })
      new MutationObserver(() => {
        if (document.querySelector('tr[data-testid=row]')) seen.tableRows = true
      }).observe(document, { subtree: true, childList: true })
    })
    await phone.goto('/en/teachers')
    await phone.locator('div[data-testid=row]').first().waitFor()
    await phone.waitForFunction(() => !document.querySelector('#root > [inert]'))
    expect(
      await phone.evaluate(() => (window as unknown as { layoutWatch: { tableRows: boolean } }).layoutWatch)
    ).toEqual({ tableRows: false })
    await phone.context().close()
  })

  it('clears the cookie on logout', async () => {
    await page.goto('/en/logout')
    await page.waitForURL((url) => url.pathname.endsWith('/login'))
    await expect
      .poll(async () => (await signedIn.cookies()).some((cookie) => cookie.name === SESSION_COOKIE))
      .toBe(false)
  })
})
