import fs from 'node:fs'
import { PAGE_STATE_ID } from '@tutor-admin/shared'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium, never a downloaded browser: what people use, and what the benchmarks time. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * What the browser tests drive: Debian's headless shell of the same Chromium when it is installed
 * (package chromium-headless-shell: the same engine without the desktop browser around it, as
 * Playwright runs headless by default), which takes a fifth less CPU per test file; else Chromium.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM)

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run'
]

/** Starts headless Chromium (`executablePath`: the browser or its headless shell). */
export const launchBrowser = (executablePath = CHROMIUM): Promise<Browser> =>
  chromium.launch({ executablePath, args: ARGS })

export interface ContextOptions {
  baseURL: string
  /** Browser language, e.g. 'en-US' or 'zh-HK'. */
  locale?: string
  width?: number
  height?: number
}

/**
 * Makes a page's goto and reload wait, on a page the server rendered, until the console has taken
 * it over: until then its controls are a picture, and a click on them would be lost.
 */
const awaitTakeOver = (page: Page) => {
  const takenOver = async () => {
    if (await page.locator(`#${PAGE_STATE_ID}`).count())
      await page.locator('html[data-console-live]').waitFor({ state: 'attached' })
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await takenOver()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await takenOver()
    return response
  }
}

/** A fresh browser profile: no cookies, no storage, reduced motion. */
export const newContext = async (
  browser: Browser,
  { baseURL, locale = 'zh-HK', width = 1440, height = 900 }: ContextOptions
) => {
  // Still, as for a person who asks for reduced motion: no frames drawn for transitions or ripples.
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: { width, height },
    reducedMotion: 'reduce'
  })
  context.on('page', awaitTakeOver)
  return context
}

/** Signs in through the login form (C22) and waits for the dashboard. */
export const login = async (page: Page, email: string, password: string, prefix = '') => {
  await page.goto(`${prefix}/login`)
  await page.fill('input[name=email]', email)
  await page.fill('input[name=password]', password)
  await page.click('button[type=submit]')
  await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
}

/** Collects uncaught page errors and console errors of a context. */
export const collectErrors = (context: BrowserContext): string[] => {
  const errors: string[] = []
  context.on('weberror', (error) => errors.push(error.error().message))
  context.on('console', (message) => {
    // A failed request's message does not name the request: its location does.
    const where = message.location().url
    if (message.type() === 'error') errors.push(where ? `${message.text()} (${where})` : message.text())
  })
  return errors
}

/**
 * Gives a context the session cookie a signed-in browser holds: asks the server for it with the
 * access token, as the console does after signing in, and stores what the server set.
 */
export const addSessionCookie = async (context: BrowserContext, baseURL: string, token: string) => {
  const response = await fetch(`${baseURL}/api/session-cookie`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` }
  })
  // The first call of a session also sets its refresh cookie: only the page cookie is wanted.
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('console-session='))
  if (response.status !== 204 || !header) throw new Error(`session cookie: ${response.status}`)
  const [pair, ...attributes] = header.split(';').map((part) => part.trim())
  const [name, value] = pair.split('=')
  const expires = attributes.find((attribute) => /^expires=/i.test(attribute))?.slice('expires='.length)
  await context.addCookies([
    {
      name,
      value,
      url: baseURL,
      httpOnly: true,
      sameSite: 'Strict',
      expires: expires ? Math.floor(new Date(expires).getTime() / 1000) : -1
    }
  ])
}
