import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

/** The menu's own pages, beside those the catalogue makes. */
const FIXED_PAGES = ['/dashboard', '/calendar', '/media', '/apiTokens', '/apiDocs', '/webhooks', '/logout']

const menuLinks = (page: Page) =>
  page
    .getByTestId('menu')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

/** Opens every group of the menu so that all its links are in the page. */
const openAllGroups = async (page: Page) => {
  for (;;) {
    const closed = page.getByTestId('menu').locator('[aria-expanded=false]')
    if ((await closed.count()) === 0) return
    await closed.first().click()
  }
}

describe('console shell in the browser', () => {
  let harness: ConsoleHarness
  let editor: { email: string; password: string }
  beforeAll(async () => {
    harness = await startConsole()
    editor = await harness.server.createUser({ role: 'editor', name: { lastName: '李', firstName: '小明' } })
  })
  afterAll(() => harness?.stop())

  it('R-LAY-01..04, R-LAY-17 the menu of an admin: dashboard first, every page as a link, admins, logout last', async () => {
    const page = await harness.signedIn(harness.server.admin)
    await page.getByTestId('menu').locator('a[href="/teachers"]').waitFor()
    await openAllGroups(page)
    const links = await menuLinks(page)
    expect(links[0]).toBe('/dashboard')
    expect(links.at(-1)).toBe('/logout')
    for (const path of [
      '/teachers',
      '/findTeachers',
      '/regAreas',
      '/findSubjects',
      '/news',
      '/appUsers',
      '/admins',
      '/doctorgenders'
    ])
      expect(links).toContain(path)
    // The dashboard greets by name and links to every page of the menu that the catalogue makes (not
    // the calendar, the media library or the integrators' pages).
    await expect(page.getByTestId('greeting').textContent()).resolves.toMatch(/\S+，\S+/)
    const dashboardLinks = await page
      .getByTestId('all-pages')
      .locator('a[href]')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')))
    expect(new Set(dashboardLinks)).toEqual(new Set(links.filter((href) => !FIXED_PAGES.includes(href!))))
    await page.context().close()
  })

  it('R-LAY-17 the dashboard counts follow data changes live', async () => {
    const page = await harness.signedIn(harness.server.admin)
    const count = page.getByTestId('count-contacts')
    await expect.poll(() => count.innerText()).toMatch(/\n0$/)
    const created = await harness.server.request('POST', '/api/contacts', { name: '陳太', phone: '91234567' })
    expect(created.status).toBe(201)
    await expect.poll(() => count.innerText(), { timeout: 10_000 }).toMatch(/\n1$/)
    await page.context().close()
  })

  it('the page links the chunks every start runs, so that they load with it', async () => {
    const html = await (await fetch(`${harness.server.url}/login`)).text()
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1]
    )
    for (const group of ['boot', 'signin'])
      expect(preloaded.some((href) => href.startsWith(`/assets/${group}-`))).toBe(true)
    // The sign-in page draws without the socket client, and without the console's router and pages.
    for (const group of ['client', 'console'])
      expect(preloaded.some((href) => href.startsWith(`/assets/${group}-`))).toBe(false)
    expect(new Set(preloaded).size).toBe(preloaded.length)
    for (const href of preloaded) expect((await fetch(harness.server.url + href)).status).toBe(200)
  })

  it('R-LAY-03, R-LAY-07 an editor has no admins link', async () => {
    const page = await harness.signedIn(editor)
    await page.getByTestId('menu').locator('a[href="/teachers"]').waitFor()
    await openAllGroups(page)
    const links = await menuLinks(page)
    expect(links).not.toContain('/admins')
    expect(links).toContain('/appUsers')
    expect(links.at(-1)).toBe('/logout')
    await page.context().close()
  })

  it('R-LAY-10 the open drawer is 250 px wide and the toggle switches it to mini and back', async () => {
    const page = await harness.signedIn(harness.server.admin)
    const drawer = page.getByTestId('drawer').locator('.MuiDrawer-paper')
    const width = async () => (await drawer.boundingBox())!.width
    expect(await width()).toBe(250)
    await page.getByTestId('drawer-toggle').click()
    await expect.poll(width).toBeLessThan(100)
    await page.getByTestId('drawer-toggle').click()
    await expect.poll(width).toBe(250)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('儀表板')
    await page.context().close()
  })

  it('R-LAY-12 fullscreen hides top bar and menu; its exit button brings them back', async () => {
    const page = await harness.signedIn(harness.server.admin)
    await page.getByTestId('user-menu').click()
    await page.getByTestId('fullscreen').click()
    await page.getByTestId('exit-fullscreen').waitFor()
    expect(await page.getByTestId('menu').count()).toBe(0)
    expect(await page.getByTestId('drawer-toggle').count()).toBe(0)
    await page.getByTestId('exit-fullscreen').click()
    await page.getByTestId('menu').waitFor()
    expect(await page.getByTestId('exit-fullscreen').count()).toBe(0)
    await page.context().close()
  })

  it('R-RT-06, R-ERR-02 an unknown path shows 404 "This page could not be found" with a Homepage button', async () => {
    const page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    await page.goto('/en/no/such/page')
    const error = page.getByTestId('error-page')
    await expect(error.textContent()).resolves.toContain('404')
    await expect(error.textContent()).resolves.toContain('This page could not be found')
    await error.getByRole('link', { name: 'Homepage' }).click()
    await page.waitForURL('**/en/dashboard')
    await page.context().close()
  })

  it('R-RT-13 a browser in English without cookie starts in English, in Simplified Chinese for zh-CN', async () => {
    for (const [locale, path, heading] of [
      ['en-US', '/en/login', 'Welcome back'],
      ['zh-CN', '/zh-cn/login', '欢迎回来'],
      ['zh-TW', '/login', '歡迎回來'],
      ['fr-FR', '/login', '歡迎回來']
    ]) {
      const context = await harness.context({ locale })
      const page = await context.newPage()
      await page.goto('/login')
      await page.waitForURL((url) => url.pathname === path)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
      // R-RT-15 the first load writes no cookie
      expect((await context.cookies()).filter((cookie) => cookie.name === 'lang')).toEqual([])
      await context.close()
    }
  })

  it('R-RT-15..17 switching language changes text and URL prefix without reload and saves the cookie', async () => {
    const page = await harness.signedIn(harness.server.admin, { at: '/profile' })
    await page.getByTestId('profile-email').waitFor()
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByTestId('language').click()
    await page.locator('[data-lang=en]').click()
    await page.waitForURL('**/en/profile')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Profile')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true
    )
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    const [cookie] = (await page.context().cookies()).filter((entry) => entry.name === 'lang')
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' })
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    await page.getByTestId('language').click()
    await page.locator('[data-lang=chs]').click()
    await page.waitForURL('**/zh-cn/profile')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('个人资料')

    // The cookie now leads an unprefixed visit to Simplified Chinese.
    await page.goto('/dashboard')
    await page.waitForURL('**/zh-cn/dashboard')
    await page.context().close()
  })

  it('R-DOM-60, R-RT-19 no raw key or English leftover in the chrome in cht and chs', async () => {
    for (const [prefix, welcome] of [
      ['', '歡迎回來'],
      ['/zh-cn', '欢迎回来']
    ]) {
      const context = await harness.context()
      const page = await context.newPage()
      await page.goto(`${prefix}/login`)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(welcome)
      const loginText = (await page.locator('body').innerText()).replace(/Admin|English|\S+@\S+/g, '')
      expect(loginText).not.toMatch(/[A-Za-z]{3,}/)
      await page.fill('input[name=email]', harness.server.admin.email)
      await page.fill('input[name=password]', harness.server.admin.password)
      await page.click('button[type=submit]')
      await page.waitForURL(`**${prefix}/dashboard`)
      await page.getByTestId('menu').locator('a[href$="/teachers"]').waitFor()
      await openAllGroups(page)
      const chrome = [
        await page.getByTestId('menu').innerText(),
        await page.locator('header').innerText()
      ].join('\n')
      // API and Webhook are the terms Chinese integrators use too; Ctrl is the key's own label
      // (the search field's shortcut) on keyboards in Hong Kong and China alike.
      expect(chrome.replace(/Admin|English|API|Webhook|Ctrl K/g, '')).not.toMatch(/[A-Za-z]{3,}|\w+\.\w+/)
      await context.close()
    }
  })
})
