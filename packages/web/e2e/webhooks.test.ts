import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { atEachSize, SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'

const SHOTS = process.env.WEBHOOK_SHOTS_DIR ?? '/tmp/webhook-shots'

/**
 * The Webhooks page (issue "Integrations", point 3): an administrator subscribes a local receiver,
 * sends a test event, sees it in the delivery log (failed first: the receiver answers 500), and
 * retries it.
 */
describe('webhooks page', () => {
  let harness: ConsoleHarness
  let receiver: http.Server
  let url = ''
  const statuses: number[] = []
  const received: any[] = []
  beforeAll(async () => {
    receiver = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push(JSON.parse(body))
        response.writeHead(statuses.shift() ?? 200).end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    // Retries an hour away: what the log shows after the 500 stays until Retry.
    harness = await startConsole({ WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_RETRY_BASE_MS: '3600000' })
  })
  afterAll(async () => {
    await harness?.stop()
    receiver?.closeAllConnections()
    receiver?.close()
  })

  it('subscribes, sends a test event, shows it in the log and retries it', async () => {
    const page = await harness.signedIn(harness.server.admin, { locale: 'en-US', at: '/en/webhooks' })
    await page.getByRole('link', { name: 'Webhooks' }).waitFor()
    await page.getByTestId('webhook-new').click()
    // A bad URL is refused under its field.
    await page.getByTestId('webhook-url').fill('ftp://example.com/x')
    await page.getByTestId('event-teachers.patched').check()
    await page.getByTestId('webhook-save').click()
    await page.getByText('Must start with https:// or http://').waitFor()
    await page.getByTestId('webhook-url').fill(url)
    await page.getByTestId('webhook-save').click()
    const secret = await page.getByTestId('webhook-secret').inputValue()
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByTestId('subscription').filter({ hasText: url }).waitFor()

    statuses.push(500)
    await page.getByTestId('webhook-test').click()
    const row = page.getByTestId('delivery').first()
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending')
    await expect.poll(() => row.getByTestId('delivery-code').textContent()).toBe('500')
    await expect.poll(() => row.textContent()).toContain('webhook.test')
    await row.getByTestId('delivery-retry').click()
    await expect.poll(() => row.getAttribute('data-status')).toBe('delivered')
    await expect.poll(() => row.getByTestId('delivery-code').textContent()).toBe('200')
    expect(received.map((body) => body.event)).toEqual(['webhook.test', 'webhook.test'])
    expect(received[0].id).toBe(received[1].id)
    await page.context().close()
  })

  it("is not in an editor's menu, and its calls are refused", async () => {
    const editor = await harness.server.createUser({ role: 'editor' })
    const page = await harness.signedIn(editor, { locale: 'en-US' })
    await expect(page.getByRole('link', { name: 'Webhooks' }).count()).resolves.toBe(0)
    await page.goto('/en/webhooks')
    await page.getByRole('alert').first().waitFor()
    await page.context().close()
  })

  it(
    'looks right on a phone and a desktop in every language (screenshots)',
    async () => {
      await fs.mkdir(SHOTS, { recursive: true })
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const page = await harness.signedIn(harness.server.admin, {
          locale,
          ...sizes[0],
          at: `${prefix}/webhooks`
        })
        for await (const { width } of atEachSize(page, sizes, `${prefix}/webhooks`)) {
          await page.getByTestId('delivery').first().waitFor()
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth)
          expect(scroll).toBeLessThanOrEqual(width)
          // Nor does the log scroll sideways inside its card: a phone stacks each delivery.
          const log = page.getByTestId('delivery-log').locator('.MuiTableContainer-root')
          const [logScroll, logWidth] = await log.evaluate((box) => [box.scrollWidth, box.clientWidth])
          expect(logScroll).toBeLessThanOrEqual(logWidth)
          await page.screenshot({ path: path.join(SHOTS, `webhooks-${lang}-${width}.png`), fullPage: true })
          await page.getByTestId('webhook-new').click()
          await page.getByTestId('webhook-url').waitFor()
          await page.screenshot({ path: path.join(SHOTS, `new-${lang}-${width}.png`) })
          await page.keyboard.press('Escape')
        }
        await page.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
