import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ItemsService } from '../../server/src/services/items/items.class'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const ROWS = 50_000
/** Each exported row's text: the file (about 15 MB) takes seconds through the slowed network. */
const FILLER = 'x'.repeat(250)

/** The job id of the console's last request to this path. */
const jobOf = (page: Page, path: string) =>
  new Promise<string>((resolve) => {
    const seen = (request: { url(): string }) => {
      const url = new URL(request.url())
      if (!url.pathname.startsWith(path) || !url.searchParams.get('job')) return
      page.off('request', seen)
      resolve(url.searchParams.get('job')!)
    }
    page.on('request', seen)
  })

/** The progress values the bar shows until `enough` of them were seen. */
const progressValues = async (page: Page, enough: number) => {
  const bar = page.getByTestId('transfer-progress')
  const seen = new Set<string>()
  await expect
    .poll(
      async () => {
        const text = await bar.textContent({ timeout: 1000 }).catch(() => null)
        if (text && /\d/.test(text)) seen.add(text)
        return seen.size
      },
      { timeout: 20_000, interval: 50 }
    )
    .toBeGreaterThanOrEqual(enough)
  return [...seen]
}

/** A promise that fails, naming what it waited for, when it takes longer than `ms`. */
const within = async <T>(ms: number, promise: Promise<T>, what: string) => {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No ${what} in ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

describe('progress and cancel of imports and exports in the browser', () => {
  let harness: ConsoleHarness
  let page: Page
  const count = async () => (await harness.server.request('GET', '/api/regAreas?$limit=0')).body.total
  const jobState = async (job: string) =>
    (await harness.server.request('GET', `/api/transfer-progress/${job}`)).body as {
      phase: string
      done: number
      total: number
    }

  beforeAll(async () => {
    harness = await startConsole()
    const areas = harness.server.app.service('regAreas') as ItemsService
    for (let start = 0; start < ROWS; start += 1000)
      await areas.create(
        Array.from({ length: 1000 }, (_, index) => ({
          name: { en: `Area ${start + index} ${FILLER}` },
          value: `e${start + index}`
        }))
      )
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    // A slow network, so that the transfers take long enough to watch and stop.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 1_500_000,
      uploadThroughput: 400_000
    })
  }, 120_000)
  afterAll(() => harness?.stop())

  it('R-IO-02 an export shows its rows written of the total, and stopping it stops the server reading', async () => {
    await page.goto('/en/regAreas')
    await page.getByTestId('row').first().waitFor()
    await page.getByTestId('action-export').click()
    const job = jobOf(page, '/api/export/regAreas')
    await page.getByTestId('export-start').click()
    const values = await progressValues(page, 2)
    expect(values.every((text) => text.endsWith(`of ${ROWS.toLocaleString('en')}`))).toBe(true)
    await page.getByTestId('transfer-stop').click()
    await page.getByText('Export stopped.').waitFor()
    const id = await job
    await expect.poll(async () => (await jobState(id)).phase, { timeout: 10_000 }).toBe('cancelled')
    const stopped = (await jobState(id)).done
    expect(stopped).toBeLessThan(ROWS)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await jobState(id)).done).toBe(stopped)
    await page.getByRole('button', { name: 'Cancel' }).click()
  }, 60_000)

  it('R-IO-05 an import of 50,000 rows shows its upload and check, and stopping it writes nothing', async () => {
    const lines = ['name.en,value']
    for (let index = 0; index < ROWS; index++) lines.push(`Imported area ${index},i${index}`)
    const before = await count()
    await page.getByTestId('action-import').click()
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'areas.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n')) })
    await page.getByRole('button', { name: 'Check file' }).click()
    const values = await progressValues(page, 2)
    expect(values.some((text) => text.startsWith('Uploading'))).toBe(true)
    await expect
      .poll(() => page.getByTestId('import-report').textContent(), { timeout: 20_000 })
      .toContain('nothing has been saved yet')
    const job = jobOf(page, '/api/import/regAreas')
    // The server's check and save of 50,000 rows can end between two polls of the progress: its
    // first write is held until the person has pressed Stop, so the stop always finds it at work.
    const areas = harness.server.app.service('regAreas') as ItemsService
    let pressed!: () => void
    const stopPressed = new Promise<void>((resolve) => (pressed = resolve))
    const create = areas._create
    areas._create = async (...args: Parameters<ItemsService['_create']>) => {
      await stopPressed
      return create.apply(areas, args)
    }
    // Stopped as soon as the server has the file and is checking or saving its rows.
    const stopping = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const observer = new MutationObserver(() => {
            const text = document.querySelector('[data-testid=transfer-progress]')?.textContent ?? ''
            if (!/^(Checking|Saving) rows/.test(text)) return
            observer.disconnect()
            document.querySelector<HTMLButtonElement>('[data-testid=transfer-stop]')!.click()
            resolve(text)
          })
          observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        })
    )
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    try {
      expect(await within(30_000, stopping, 'the progress of the check or the save')).toMatch(/of 50,000$/)
    } finally {
      pressed()
    }
    await page.getByText('Stopped: nothing was saved.').waitFor({ timeout: 20_000 })
    const id = await job
    await expect.poll(async () => (await jobState(id)).phase, { timeout: 10_000 }).toBe('cancelled')
    delete (areas as Partial<ItemsService>)._create
    expect(await count()).toBe(before)
  }, 120_000)

  it('R-IO-05 a stop that reaches the server after the import finished says its rows are saved', async () => {
    const before = await count()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('action-import').click()
    const csv = 'name.en,value\nLate stop A,late-a\nLate stop B,late-b'
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'late.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Check file' }).click()
    await page.getByTestId('import-report').waitFor()
    // The server imports; its answer is held back until the person has stopped.
    let imported!: () => void
    const importedOnServer = new Promise<void>((resolve) => (imported = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/import/regAreas?*', async (route) => {
      const response = await route.fetch()
      imported()
      await released
      await route.fulfill({ response }).catch(() => undefined)
    })
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await within(30_000, importedOnServer, 'import on the server')
    await page.getByTestId('transfer-stop').click()
    await page
      .getByText('Too late to stop: the import had finished, and its rows are saved.')
      .waitFor({ timeout: 20_000 })
    expect(await count()).toBe(before + 2)
    // The check's report is spent: importing again needs a new check.
    expect(await page.getByTestId('import-report').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true)
    release()
    await page.unroute('**/api/import/regAreas?*')
  }, 60_000)
})
