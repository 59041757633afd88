import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { startTestServer, type TestServer } from '../../../server/test/support/test-server'
import { launchBrowser, newContext, TEST_CHROMIUM, type ContextOptions } from './browser'

export type SignInOptions = Omit<ContextOptions, 'baseURL'> & { at?: string }

/** `/en/teachers?x=1` -> the language prefix `/en` and the page `/teachers?x=1`. */
const LANGUAGE_PREFIX = /^(\/en|\/zh-cn)?(\/.*)$/

/** The real server serving the built console, and a Chromium to drive it. */
export interface ConsoleHarness {
  server: TestServer
  browser: Browser
  /** A fresh browser profile against the server. */
  context(options?: Omit<ContextOptions, 'baseURL'>): Promise<BrowserContext>
  /**
   * A fresh profile signed in as this account through the login form; its page shows the dashboard,
   * or the page `at` names (with its language prefix), reached from the sign-in as a person is sent
   * back to the page they asked for: one page load fewer than signing in and then going there.
   */
  signedIn(account: { email: string; password: string }, options?: SignInOptions): Promise<Page>
  stop(): Promise<void>
}

/** Where a sign-in that never arrived stopped: its address and what the page says (a refusal?). */
const whereSignInStopped = async (page: Page) => {
  const alerts = await page
    .getByRole('alert')
    .allTextContents()
    .catch(() => [])
  return `still at ${page.url()}${alerts.length ? `, saying "${alerts.join(' / ')}"` : ', nothing said'}`
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../dist')

/**
 * The worker's Chromium: launched for its first test file and kept for the next ones, which run one
 * after another (a launch costs over a second of CPU). One that is gone is launched again.
 */
let workerBrowser: Promise<Browser> | undefined
const sharedBrowser = async () => {
  const browser = await workerBrowser?.catch(() => undefined)
  if (browser?.isConnected()) return browser
  workerBrowser = launchBrowser(TEST_CHROMIUM)
  return workerBrowser
}

/** Starts server and browser for one test file (build: see build-web.ts). */
export const startConsole = async (env: Record<string, string> = {}): Promise<ConsoleHarness> => {
  const server = await startTestServer({ WEB_DIST, ...env })
  const browser = await sharedBrowser()
  const context = (options: Omit<ContextOptions, 'baseURL'> = {}) =>
    newContext(browser, { baseURL: server.url, ...options })
  return {
    server,
    browser,
    context,
    async signedIn(account, { at, ...options } = {}) {
      const page = await (await context(options)).newPage()
      const [, prefix = '', target = ''] = (at && LANGUAGE_PREFIX.exec(at)) || []
      await page.goto(at ? `${prefix}/login?redirect=${encodeURIComponent(target)}` : '/login')
      await page.fill('input[name=email]', account.email)
      await page.fill('input[name=password]', account.password)
      await page.click('button[type=submit]')
      await page
        .waitForURL((url) => (at ? url.pathname + url.search === at : url.pathname.endsWith('/dashboard')))
        .catch(async (error: Error) => {
          throw new Error(`Sign-in did not arrive: ${await whereSignInStopped(page)}`, { cause: error })
        })
      return page
    },
    /** Closes every profile the file opened (the browser stays for the worker's next file). */
    async stop() {
      await Promise.all(browser.contexts().map((open) => open.close()))
      await server.stop()
    }
  }
}
