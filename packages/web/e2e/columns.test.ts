import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { atEachSize, SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const SHOTS = process.env.COLUMNS_SHOTS_DIR ?? '/tmp/columns-shots'
const TEACHER_HEADINGS = [
  'Name',
  'Email',
  'Phone',
  'Main area',
  'Hourly rate',
  'Status',
  'Verified',
  'Created'
]

/** The headings of the table's data columns (between the checkbox and the row buttons). */
const headings = async (page: Page) => (await page.locator('thead th').allTextContents()).slice(1, -1)

/** The width of a data column's heading, in pixels. */
const headingWidth = async (page: Page, label: string) =>
  Math.round((await page.locator('thead th', { hasText: label }).first().boundingBox())!.width)

const chooser = (page: Page) => page.getByTestId('column-chooser')
const choice = (page: Page, field: string) =>
  page.locator(`[data-testid=column-choice][data-field="${field}"]`)

/** The person's kept columns of a list, as the server has them. */
const keptColumns = async (token: string, harness: ConsoleHarness, list: string) => {
  const answer = await harness.server.client(token).request('GET', `/api/listSettings?list=${list}`)
  return answer.body.data[0]?.columns as Array<{ field: string; width?: number }> | undefined
}

describe('staff choose the columns of a list, kept per person and list (R-LIST-08, per person)', () => {
  let harness: ConsoleHarness
  let page: Page
  let editor: { email: string; password: string }
  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    editor = await harness.server.createUser({ role: 'editor' })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('shows the route’s headers until a person chooses, then their columns in their order, kept after a reload and in another browser', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    expect(await headings(page)).toEqual(TEACHER_HEADINGS)
    await page.getByTestId('columns-button').click()
    await chooser(page).waitFor()
    await choice(page, 'phone').getByRole('checkbox').uncheck()
    await choice(page, 'email').getByTestId('column-up').click()
    await choice(page, 'modified').getByRole('checkbox').check()
    // Modified comes after ID, Phone now hidden before it: up twice puts it before Created.
    await choice(page, 'modified').getByTestId('column-up').click()
    await choice(page, 'modified').getByTestId('column-up').click()
    await page.getByTestId('columns-save').click()
    await chooser(page).waitFor({ state: 'detached' })
    const chosen = ['Email', 'Name', 'Main area', 'Hourly rate', 'Status', 'Verified', 'Modified', 'Created']
    await expect.poll(() => headings(page)).toEqual(chosen)
    // The new column's values come with the rows read again for it, right after its heading.
    await expect
      .poll(() => page.locator('tbody tr[data-testid=row]').first().locator('td').nth(7).textContent())
      .toMatch(/\d{4}/)
    await expect
      .poll(() => keptColumns(harness.server.admin.token, harness, '/teachers'))
      .toEqual(
        ['email', 'name', 'area', 'hourlyRate', 'status', 'verified', 'modified', 'created'].map((field) => ({
          field
        }))
      )
    await page.reload()
    await page.getByTestId('row').first().waitFor()
    expect(await headings(page)).toEqual(chosen)

    // The page the server renders shows them too: no switch from the route's columns on start.
    const noScript = await harness.browser.newContext({
      baseURL: harness.server.url,
      javaScriptEnabled: false,
      locale: 'en-US'
    })
    await noScript.addCookies(await page.context().cookies())
    const served = await noScript.newPage()
    await served.goto('/en/teachers')
    expect(await served.getByTestId('row').count()).toBe(10)
    expect(await headings(served)).toEqual(chosen)
    await noScript.close()

    const elsewhere = await harness.signedIn(harness.server.admin, { locale: 'en-US', at: '/en/teachers' })
    await elsewhere.getByTestId('row').first().waitFor()
    expect(await headings(elsewhere)).toEqual(chosen)
    await elsewhere.context().close()

    const other = await harness.signedIn(editor, { locale: 'en-US', at: '/en/teachers' })
    await other.getByTestId('row').first().waitFor()
    expect(await headings(other)).toEqual(TEACHER_HEADINGS)
    await other.context().close()
  })

  it('resizes a column by dragging its heading’s edge or with the arrow keys, and keeps the width', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    const before = await headingWidth(page, 'Hourly rate')
    const edge = (await page
      .locator('thead th', { hasText: 'Hourly rate' })
      .getByTestId('column-resizer')
      .boundingBox())!
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2)
    await page.mouse.down()
    await page.mouse.move(edge.x + edge.width / 2 + 40, edge.y + edge.height / 2, { steps: 4 })
    await page.mouse.move(edge.x + edge.width / 2 + 80, edge.y + edge.height / 2, { steps: 4 })
    await page.mouse.up()
    await expect.poll(() => headingWidth(page, 'Hourly rate')).toBe(before + 80)
    await expect
      .poll(async () =>
        (await keptColumns(harness.server.admin.token, harness, '/teachers'))?.find(
          (c) => c.field === 'hourlyRate'
        )
      )
      .toEqual({ field: 'hourlyRate', width: before + 80 })

    const name = page.locator('thead th', { hasText: 'Name' }).getByTestId('column-resizer')
    const nameBefore = await headingWidth(page, 'Name')
    await name.focus()
    for (let press = 0; press < 3; press++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => headingWidth(page, 'Name')).toBe(nameBefore + 30)
    await expect.poll(() => name.getAttribute('aria-valuenow')).toBe(String(nameBefore + 30))
    await expect
      .poll(async () =>
        (await keptColumns(harness.server.admin.token, harness, '/teachers'))?.find((c) => c.field === 'name')
      )
      .toEqual({ field: 'name', width: nameBefore + 30 })

    await page.reload()
    await page.getByTestId('row').first().waitFor()
    expect(await headingWidth(page, 'Hourly rate')).toBe(before + 80)
    expect(await headingWidth(page, 'Name')).toBe(nameBefore + 30)
  })

  it('R-IO-01, R-IO-04 exports the columns as shown, or all columns as before', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    const exported = async (shown: boolean) => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        (async () => {
          await page.getByTestId('action-export').click()
          if (shown) await page.getByTestId('export-columns-shown').click()
          await page.getByTestId('export-start').click()
        })()
      ])
      return fs
        .readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0]
        .split(',')
    }
    expect(await exported(true)).toEqual([
      'email',
      'name',
      'area',
      'hourlyRate',
      'status',
      'verified',
      'modified',
      'created'
    ])
    const all = await exported(false)
    expect(all[0]).toBe('_id')
    expect(all).toContain('phone')
  })

  it('R-LIST-11 on a phone the cards show the chosen columns in their order', async () => {
    const phone = await harness.signedIn(harness.server.admin, {
      locale: 'en-US',
      width: 390,
      height: 844,
      at: '/en/teachers'
    })
    const card = phone.getByTestId('row').first()
    await card.waitFor()
    expect(await card.locator('dt').allTextContents()).toEqual([
      'Email',
      'Name',
      'Main area',
      'Hourly rate',
      'Status',
      'Verified',
      'Modified',
      'Created'
    ])
    await phone.getByTestId('columns-button').click()
    await chooser(phone).waitFor()
    await choice(phone, 'status').getByRole('checkbox').uncheck()
    await phone.getByTestId('columns-save').click()
    await expect.poll(() => card.locator('dt').allTextContents()).not.toContain('Status')
    await phone.context().close()
  })

  it('goes back to the route’s columns on reset, for this list only', async () => {
    await harness.server.request('POST', '/api/listSettings', { list: '/news', columns: [{ field: 'date' }] })
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    await page.getByTestId('columns-button').click()
    await page.getByTestId('columns-reset').click()
    await expect.poll(() => headings(page)).toEqual(TEACHER_HEADINGS)
    await expect.poll(() => keptColumns(harness.server.admin.token, harness, '/teachers')).toBeUndefined()
    expect(await keptColumns(harness.server.admin.token, harness, '/news')).toEqual([{ field: 'date' }])
  })

  it('R-VL-05 the virtual list takes the chosen columns and widths too', async () => {
    // Wide enough for its own seven columns of 180 px: narrower, the last are left out to fit.
    await page.setViewportSize({ width: 1920, height: 900 })
    await page.goto('/en/appUsers')
    await page.getByTestId('row').first().waitFor()
    const virtualHeadings = async () =>
      (await page.locator('.vl-head .vl-cell').allTextContents()).map((text) => text.trim())
    expect(await virtualHeadings()).toEqual([
      'Name',
      'Email',
      'Phone',
      'Tutor',
      'Gender',
      'Status',
      'Created'
    ])
    await page.getByTestId('columns-button').click()
    await choice(page, 'gender').getByTestId('column-up').click()
    await choice(page, 'gender').getByTestId('column-up').click()
    await choice(page, 'created').getByRole('checkbox').uncheck()
    await page.getByTestId('columns-save').click()
    const chosen = ['Name', 'Email', 'Gender', 'Phone', 'Tutor', 'Status']
    await expect.poll(virtualHeadings).toEqual(chosen)
    // The rows of the new columns may still be on their way when the headings change.
    const cellWidth = () =>
      page.evaluate(() => {
        const cell = document.querySelector('[data-testid=row] .vl-cell:nth-of-type(4)')
        return cell ? Math.round(cell.getBoundingClientRect().width) : undefined
      })
    await expect.poll(cellWidth).toBe(180)
    await page.locator('.vl-head .vl-cell', { hasText: 'Email' }).getByTestId('column-resizer').focus()
    await page.keyboard.press('Shift+ArrowRight')
    await expect.poll(cellWidth).toBe(230)
    await expect
      .poll(() => keptColumns(harness.server.admin.token, harness, '/appUsers'))
      .toEqual([
        { field: 'name' },
        { field: 'email', width: 230 },
        { field: 'gender' },
        { field: 'phone' },
        { field: 'tutorId' },
        { field: 'status' }
      ])
    await page.reload()
    await page.getByTestId('row').first().waitFor()
    expect(await virtualHeadings()).toEqual(chosen)
    expect(await cellWidth()).toBe(230)
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it(
    'takes screenshots of the chooser at 390 and 1440 px in each language, with no serious accessibility problem',
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const shot = await harness.signedIn(editor, { locale, ...sizes[0], at: `${prefix}/teachers` })
        for await (const { width } of atEachSize(shot, sizes, `${prefix}/teachers`)) {
          await shot.getByTestId('row').first().waitFor()
          await shot.screenshot({ path: path.join(SHOTS, `list-${lang}-${width}.png`) })
          await shot.getByTestId('columns-button').click()
          await chooser(shot).waitFor()
          await shot
            .getByRole('dialog')
            .evaluate((dialog) => dialog.getAnimations({ subtree: true }).forEach((a) => a.finish()))
          expect(await seriousViolations(shot)).toEqual([])
          await shot.screenshot({ path: path.join(SHOTS, `chooser-${lang}-${width}.png`) })
        }
        await shot.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
