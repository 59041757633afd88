import fs from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../server/src/db/ids'
import type { ItemsService } from '../../server/src/services/items/items.class'
import type { Account } from '../../server/test/support/test-server'
import { seriousViolations } from './support/axe'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { screenshotViews } from './support/screenshotViews'

const SEEDED = 50_000
const SHOTS = '/tmp/shots-bulk'

/**
 * "Edit selected" on a list (bulk edit): three chosen teachers get a status and an area, seen live
 * by another person's list and undone; every one of 50,000 matching teachers, stopped part way;
 * no button for someone who may not edit; the dialog checked by axe and shot in every view.
 */
describe('bulk edit in the browser', () => {
  let harness: ConsoleHarness
  let page: Page
  let other: Page
  let editor: Account
  let chosen: string[]
  let areas: string[]

  /** A teacher as the server has it now. */
  const teacher = async (id: string) => (await harness.server.request('GET', `/api/teachers/${id}`)).body
  const dialog = () => page.getByTestId('bulk-edit-dialog')

  beforeAll(async () => {
    harness = await startConsole()
    const { app } = harness.server
    // Many rows fast, as seeding makes them: older than the three made through the API below.
    const model = (app.service('teachers') as ItemsService).model
    await app.get('knex').transaction(async (trx) => {
      for (let start = 0; start < SEEDED; start += 5000) {
        const rows = Array.from({ length: 5000 }, (_, index) => ({
          _id: newId(),
          name: `Seeded ${start + index}`,
          status: 'pending',
          verified: false,
          created: '2020-01-01T00:00:00.000Z',
          modified: '2020-01-01T00:00:00.000Z',
          modifiedBy: null
        }))
        await app.get('dialect').insertMany(trx, model, rows)
      }
    })
    areas = (
      await harness.server.request('POST', '/api/regAreas', [
        { name: { en: 'Tai Po' }, value: 'taipo' },
        { name: { en: 'Sha Tin' }, value: 'shatin' }
      ])
    ).body.map((row: { _id: string }) => row._id)
    chosen = (
      await harness.server.request(
        'POST',
        '/api/teachers',
        ['Chan', 'Lee', 'Wong'].map((name) => ({ name, status: 'pending', areas: [areas[0]] }))
      )
    ).body.map((row: { _id: string }) => row._id)
    editor = await harness.server.signIn({ role: 'editor' })
    ;[page, other] = await Promise.all([
      harness.signedIn(harness.server.admin, { locale: 'en-US', at: '/en/teachers' }),
      harness.signedIn(harness.server.admin, { locale: 'en-US', at: '/en/teachers' })
    ])
  }, 120_000)
  afterAll(() => harness?.stop())

  const selectRows = async (target: Page, ids: string[]) => {
    for (const id of ids)
      await target.locator(`[data-testid=row][data-id="${id}"] input[type=checkbox]`).check()
  }

  it('sets a status and adds an area to three teachers, seen live elsewhere, and undoes it', async () => {
    await Promise.all([page.goto('/en/teachers'), other.goto('/en/teachers')])
    await other.locator(`[data-testid=row][data-id="${chosen[0]}"]`).waitFor()
    await selectRows(page, chosen)
    await page.getByTestId('action-edit-selected').click()
    await dialog().getByLabel('Change Status', { exact: true }).check()
    await dialog().getByRole('button', { name: 'Active', exact: true }).click()
    await dialog().getByLabel('Change Teaching areas').check()
    await dialog().locator('input[name=areas]').fill('Sha')
    await page.getByRole('option', { name: 'Sha Tin' }).click()
    expect(await seriousViolations(page, '[data-testid=bulk-edit-dialog]')).toEqual([])
    await dialog().getByTestId('bulk-edit-next').click()
    await expect
      .poll(() => dialog().getByTestId('bulk-edit-count').textContent())
      .toContain('3 records will be changed')
    await dialog().getByTestId('bulk-edit-confirm').click()
    await dialog().getByTestId('bulk-edit-report').waitFor()
    expect(await dialog().getByTestId('bulk-edit-changed').getAttribute('data-count')).toBe('3')
    // The other person's list follows each record written, without a reload.
    for (const id of chosen)
      await other.locator(`[data-testid=row][data-id="${id}"]`).getByText('Active').waitFor()
    for (const id of chosen) expect(await teacher(id)).toMatchObject({ status: 'active', areas })
    await dialog().getByTestId('bulk-edit-close').click()
    await page.getByRole('button', { name: 'Undo this bulk edit' }).click()
    await page.getByText('Undone: 3 records set back').waitFor()
    for (const id of chosen) expect(await teacher(id)).toMatchObject({ status: 'pending', areas: [areas[0]] })
    await other.locator(`[data-testid=row][data-id="${chosen[0]}"]`).getByText('Pending review').waitFor()
  })

  it('edits all 50,000 matching with progress, and a stop keeps whole records that undo sets back', async () => {
    await page.getByTestId('select-page').locator('input').check()
    await page.getByTestId('select-all-matching').click()
    await page.getByTestId('action-edit-selected').click()
    await dialog().getByLabel('Change Verified', { exact: true }).check()
    await dialog().locator('input[name=verified]').check()
    await dialog().getByTestId('bulk-edit-next').click()
    const total = SEEDED + 3
    await expect
      .poll(() => dialog().getByTestId('bulk-edit-count').getAttribute('data-count'))
      .toBe(String(total))
    // The edit of every record takes a second or two: Stop is pressed as soon as the first batch
    // is saved (pressed before it, nothing is changed, which is right but tests nothing here).
    const stopped = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            const stop = document.querySelector<HTMLButtonElement>('[data-testid=bulk-edit-stop]')
            const progress = document.querySelector('[data-testid=transfer-progress]')
            if (!stop || Number(progress?.getAttribute('data-done') ?? 0) === 0) return
            observer.disconnect()
            stop.click()
            resolve()
          })
          observer.observe(document.body, { subtree: true, childList: true, attributes: true })
        })
    )
    await dialog().getByTestId('bulk-edit-confirm').click()
    await stopped
    await dialog()
      .getByText(/^Stopped: [\d,]+ records? w[a-z]+ changed before the stop/)
      .waitFor({ timeout: 20_000 })
    const progress = dialog().getByTestId('transfer-progress')
    const done = Number(await progress.getAttribute('data-done'))
    expect(await progress.textContent()).toBe(`Saving rows: ${done.toLocaleString('en')} of 50,003`)
    const changed = Number(await dialog().getByTestId('bulk-edit-changed').getAttribute('data-count'))
    expect(changed).toBeGreaterThan(0)
    expect(changed).toBe(done)
    expect(changed).toBeLessThan(total)
    // Nothing half-written: whole batches of whole records, each in the journal batch.
    const verified = await harness.server.request('GET', '/api/teachers?verified=true&$limit=0&$count=exact')
    expect(verified.body.total).toBe(changed)
    await dialog().getByTestId('bulk-edit-close').click()
    await page.getByRole('button', { name: 'Undo this bulk edit' }).click()
    await page
      .getByText(new RegExp(`^Undone: ${changed.toLocaleString('en').replace(',', ',?')} records set back`))
      .waitFor({ timeout: 30_000 })
    expect(
      (await harness.server.request('GET', '/api/teachers?verified=true&$limit=0&$count=exact')).body.total
    ).toBe(0)
  }, 90_000)

  it('offers no bulk edit to someone who may not edit the list, and the server refuses it (403)', async () => {
    const appUser = await harness.server.request('POST', '/api/appUsers', { name: 'App user' })
    const editorPage = await harness.signedIn(editor, { locale: 'en-US', at: '/en/appUsers' })
    await selectRows(editorPage, [appUser.body._id])
    await editorPage.getByTestId('selection-banner').waitFor()
    expect(await editorPage.getByTestId('action-edit-selected').count()).toBe(0)
    const refused = await editor.request('POST', '/api/bulk-edit', {
      collection: 'appUsers',
      ids: [appUser.body._id],
      preview: true
    })
    expect(refused.status).toBe(403)
    await editorPage.context().close()
  })

  // The pictures show the same console whichever engine serves it: taken on the default one.
  it.runIf(!process.env.DATABASE_URL)(
    'the dialog is shot on a phone and a desktop in every language',
    async () => {
      await fs.mkdir(SHOTS, { recursive: true })
      for (const [index, { prefix, lang, locale, width, height }] of screenshotViews.entries()) {
        // One browser per language (its phone and desktop views), its size changed between them.
        if (index % 2 === 0) page = await harness.signedIn(harness.server.admin, { locale })
        await page.setViewportSize({ width, height })
        await page.goto(`${prefix}/teachers`)
        await selectRows(page, chosen)
        const more = page.getByTestId('more-actions')
        if (await more.isVisible()) await more.click()
        await page.getByTestId('action-edit-selected').click()
        await dialog().locator('[data-field=status] input[type=checkbox]').check()
        await dialog().locator('[data-field=areas] input[type=checkbox]').check()
        await page.waitForFunction(
          () =>
            getComputedStyle(document.querySelector('[data-testid=bulk-edit-dialog] .MuiDialog-container')!)
              .opacity === '1'
        )
        await page.screenshot({ path: path.join(SHOTS, `bulk-edit-${lang}-${width}.png`) })
        await page.keyboard.press('Escape')
        if (index % 2 === 1) await page.context().close()
      }
    },
    90_000
  )
})
