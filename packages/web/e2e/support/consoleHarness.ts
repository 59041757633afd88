import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startTestServer, type TestServer } from '../../../server/test/support/test-server'
import { launchBrowser, newContext, type ContextOptions } from './browser'

/** The real server serving the built console, and a Chromium to drive it. */
export interface ConsoleHarness {
  server: TestServer
  browser: Browser
  /** A fresh browser profile against the server. */
  context(options?: Omit<ContextOptions, 'baseURL'>): Promise<BrowserContext>
  /** A fresh profile signed in as this account through the login form; its page shows the dashboard. */
  signedIn(
    account: { email: string; password: string },
    options?: Omit<ContextOptions, 'baseURL'>
  ): Promise<Page>
  stop(): Promise<void>
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../dist')

/** Starts server and browser for one test file (build: see build-web.ts). */
export const startConsole = async (env: Record<string, string> = {}): Promise<ConsoleHarness> => {
  const server = await startTestServer({ WEB_DIST, ...env })
  const browser = await launchBrowser()
  const context = (options: Omit<ContextOptions, 'baseURL'> = {}) =>
    newContext(browser, { baseURL: server.url, ...options })
  return {
    server,
    browser,
    context,
    async signedIn(account, options) {
      const page = await (await context(options)).newPage()
      await page.goto('/login')
      await page.fill('input[name=email]', account.email)
      await page.fill('input[name=password]', account.password)
      await page.click('button[type=submit]')
      await page.waitForURL((url) => url.pathname.endsWith('/dashboard'))
      return page
    },
    async stop() {
      await browser.close()
      await server.stop()
    }
  }
}
