import type { Page, WebSocket } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectErrors } from './support/browser'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

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
    await page.waitForURL('**/profile')
    await expect(harness.server.login(editor.email, editor.password)).rejects.toThrow(/401/)
    await expect(harness.server.login(editor.email, newPassword)).resolves.toMatch(/^ey/)
    await page.context().close()
  })
})
