import type { Page, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

const row = (page: Page, id: string) => page.locator(`[data-testid=row][data-id="${id}"]`).first()

/** From now on, notes every row that enters the page, however briefly, before it is painted. */
const recordRows = (page: Page) =>
  page.evaluate(() => {
    const seen = new Set<string>()
    Object.assign(window, { seenRows: seen })
    const note = () =>
      document
        .querySelectorAll('[data-testid=row][data-id]')
        .forEach((node) => seen.add(node.getAttribute('data-id')!))
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, attributes: true })
  })

const seenRows = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { seenRows: Set<string> }).seenRows])

const menuLink = (page: Page, path: string) => page.getByTestId('menu').locator(`a[href="${path}"]`)

const signInOnPage = async (page: Page, account: { email: string; password: string }) => {
  await page.fill('input[name=email]', account.email)
  await page.fill('input[name=password]', account.password)
  await page.click('button[type=submit]')
}

describe('session in the browser', () => {
  let harness: ConsoleHarness
  beforeAll(async () => {
    harness = await startConsole()
  })
  afterAll(() => harness?.stop())

  it('R-RT-04, R-AUTH-16 / goes to /login when logged out, without console errors', async () => {
    const context = await harness.context()
    const errors = collectErrors(context)
    const page = await context.newPage()
    await page.goto('/')
    await page.waitForURL('**/login')
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('歡迎回來')
    expect(errors).toEqual([])
    await context.close()
  })

  it('R-RT-05, R-AUTH-04, R-AUTH-07 logs in, returns to the requested page and stores login and profile', async () => {
    const context = await harness.context()
    const page = await context.newPage()
    const sockets: WebSocket[] = []
    page.on('websocket', (socket) => sockets.push(socket))
    await page.goto('/profile')
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile'
    )
    await page.fill('input[name=email]', harness.server.admin.email)
    await page.fill('input[name=password]', harness.server.admin.password)
    await page.click('button[type=submit]')
    await page.waitForURL('**/profile')
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(harness.server.admin.email)
    const login = JSON.parse((await stored(page, 'login')) ?? 'null')
    expect(login.user._id).toBe(harness.server.admin.user._id)
    expect(login.token).toMatch(/^ey/)
    expect(JSON.parse((await stored(page, 'profile')) ?? '{}').email).toBe(harness.server.admin.email)
    expect(sockets.map((socket) => new URL(socket.url()).pathname)).toContain('/api/socket.io/')
    expect(sockets.some((socket) => socket.url().includes('EIO=4'))).toBe(true)

    // R-AUTH-04 a reload keeps the session
    await page.reload()
    await expect(page.getByTestId('profile-email').textContent()).resolves.toBe(harness.server.admin.email)
    expect(new URL(page.url()).pathname).toBe('/profile')

    // R-RT-04 / goes to the dashboard when logged in
    await page.goto('/')
    await page.waitForURL('**/dashboard')

    // R-AUTH-06 logout forgets token, login and profile
    await page.goto('/logout')
    await page.waitForURL('**/login')
    expect(await stored(page, 'login')).toBeNull()
    expect(await stored(page, 'profile')).toBeNull()
    await page.goto('/dashboard')
    await page.waitForURL('**/login?redirect=%2Fdashboard')
    await context.close()
  })

  it('R-AUTH-02 a wrong password shows the message and stays on /login', async () => {
    const context = await harness.context()
    const page = await context.newPage()
    await page.goto('/login')
    await page.fill('input[name=email]', harness.server.admin.email)
    await page.fill('input[name=password]', 'not-the-password')
    await page.click('button[type=submit]')
    await expect(page.getByTestId('login-error').textContent()).resolves.toMatch(/\S/)
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(await stored(page, 'login')).toBeNull()
    await context.close()
  })

  it('R-AUTH-10 a forged token is sent back to /login', async () => {
    const context = await harness.context()
    const admin = harness.server.admin
    const [header, payload] = admin.token.split('.')
    const forged = `${header}.${payload}.${'A'.repeat(43)}`
    await context.addInitScript(
      (login) => {
        if (!sessionStorage.getItem('planted')) localStorage.setItem('login', login)
        sessionStorage.setItem('planted', '1')
      },
      JSON.stringify({ user: { _id: admin.user._id, role: 'admin', status: 'active' }, token: forged })
    )
    const page = await context.newPage()
    await page.goto('/dashboard')
    await page.waitForURL('**/login?redirect=%2Fdashboard')
    expect(await stored(page, 'login')).toBeNull()
    await context.close()
  })

  it("R-AUTH-15 after A's session ends on its own, B signing in never sees A's rows, not even for a frame", async () => {
    const { server } = harness
    const a = await server.createUser({ role: 'editor' })
    const b = await server.createUser({ role: 'editor' })
    const kept = (await server.request('POST', '/api/learningNewsTypes', { name: { en: 'Both may see' } }))
      .body
    const gone = (await server.request('POST', '/api/learningNewsTypes', { name: { en: 'Only A saw' } })).body
    const page = await harness.signedIn(a)
    await page.goto('/learningNewsTypes/')
    await row(page, gone._id).waitFor()
    // A's account is frozen and the record removed: only A's answers still hold it.
    await server.request('PATCH', `/api/users/${a.user._id}`, { status: 'frozen' })
    await server.request('DELETE', `/api/learningNewsTypes/${gone._id}`)
    // The console hears of the end over its socket, or at its next call, whichever comes first.
    const atLogin = page.waitForURL((url) => url.pathname === '/login')
    await Promise.race([
      atLogin,
      menuLink(page, '/lessons')
        .click()
        .catch(() => undefined)
    ])
    await atLogin
    // Freezing ends the account's sessions; the notice says the account was changed.
    await expect(page.getByTestId('login-notice').textContent()).resolves.toBe(
      '管理員已更改您的帳戶，請重新登入。'
    )
    await recordRows(page)
    await signInOnPage(page, b)
    // Back on the page asked for before the session ended (the list, or the next one if it was shown).
    await page.waitForURL((url) => url.pathname !== '/login')
    await menuLink(page, '/learningNewsTypes').click()
    await row(page, kept._id).waitFor()
    expect(await seenRows(page)).toContain(kept._id)
    expect(await seenRows(page)).not.toContain(gone._id)
    await page.context().close()
  })

  it("R-AUTH-15 another tab signing out, then in as B: this tab follows and never shows A's rows", async () => {
    const { server } = harness
    const a = await server.createUser({ role: 'editor' })
    const b = await server.createUser({ role: 'editor' })
    const kept = (await server.request('POST', '/api/learningNewsTypes', { name: { en: 'Of both tabs' } }))
      .body
    const gone = (
      await server.request('POST', '/api/learningNewsTypes', { name: { en: 'Of A in the other tab' } })
    ).body
    const first = await harness.signedIn(a)
    const second = await first.context().newPage()
    await second.goto('/learningNewsTypes/')
    await row(second, gone._id).waitFor()
    await first.goto('/logout')
    await first.waitForURL((url) => url.pathname === '/login')
    await second.waitForURL((url) => url.pathname === '/login')
    await server.request('DELETE', `/api/learningNewsTypes/${gone._id}`)
    await recordRows(second)
    await signInOnPage(first, b)
    await first.waitForURL((url) => url.pathname === '/dashboard')
    await second.waitForURL((url) => url.pathname.startsWith('/learningNewsTypes'))
    await row(second, kept._id).waitFor()
    expect(await seenRows(second)).not.toContain(gone._id)
    await first.context().close()
  })

  it.each([
    ['/login', 'zh-HK', '歡迎回來'],
    ['/zh-cn/login', 'zh-CN', '欢迎回来'],
    ['/en/login', 'en-US', 'Welcome back']
  ])(
    'R-AUTH-16 %s without social providers: no third-party script, no failed request, no console error',
    async (path, locale, heading) => {
      const context = await harness.context({ locale })
      const errors = collectErrors(context)
      const failed: string[] = []
      const foreign: string[] = []
      context.on('requestfailed', (request) => failed.push(request.url()))
      context.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
      })
      context.on('request', (request) => {
        if (!request.url().startsWith(harness.server.url)) foreign.push(request.url())
      })
      const page = await context.newPage()
      const options = page.waitForResponse((response) => response.url().endsWith('/api/auth-options'))
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
      expect((await options).status()).toBe(200)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('[data-testid^=social-]').count()).toBe(0)
      expect(await page.getByTestId('sso-sign-in').count()).toBe(0)
      expect(await page.locator('script[src^="http"]').count()).toBe(0)
      expect({ errors, failed, foreign }).toEqual({ errors: [], failed: [], foreign: [] })
      await context.close()
    }
  )

  it('R-AUTH-17 changes the own name on /profile/changeProfile', async () => {
    const editor = await harness.server.createUser({
      role: 'editor',
      name: { lastName: '陳', firstName: '大文' }
    })
    const page = await harness.signedIn(editor)
    await page.goto('/profile/changeProfile')
    await expect.poll(() => page.inputValue('input[name=firstName]')).toBe('大文')
    expect(await page.inputValue('input[name=lastName]')).toBe('陳')
    await page.fill('input[name=firstName]', '小文')
    await page.getByTestId('profile-save').click()
    await page.waitForURL('**/profile')
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('陳 小文')
    const account = await harness.server
      .client(await harness.server.login(editor.email, editor.password))
      .request('GET', `/api/users/${editor.user._id}`)
    expect(account.body.name).toEqual({ lastName: '陳', firstName: '小文' })
    await page.context().close()
  })

  it('R-AUTH-18 changes the password: a wrong old one is refused, then only the new one signs in', async () => {
    const editor = await harness.server.createUser({ role: 'editor' })
    const page = await harness.signedIn(editor)
    const newPassword = `${editor.password}-new`
    harness.server.secrets.add(newPassword)
    await page.goto('/profile/changePassword')
    await page.fill('input[name=oldPassword]', 'wrong-old-password')
    await page.fill('input[name=newPassword]', newPassword)
    await page.fill('input[name=confirmPassword]', newPassword)
    await page.getByTestId('password-save').click()
    await expect(page.getByTestId('snackbar').textContent()).resolves.toMatch(/\S/)
    expect(new URL(page.url()).pathname).toBe('/profile/changePassword')

    await page.fill('input[name=oldPassword]', editor.password)
    await page.getByTestId('password-save').click()
    // A changed password ends every session of the account, this one included.
    await page.waitForURL((url) => url.pathname === '/login')
    await expect(harness.server.login(editor.email, editor.password)).rejects.toThrow(/401/)
    await expect(harness.server.login(editor.email, newPassword)).resolves.toMatch(/^ey/)
    await page.context().close()
  })
})
