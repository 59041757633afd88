import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { expectMessage } from './support/messages'
import { SCREENSHOTS_TIMEOUT } from './support/screenshotViews'

const SHOTS = process.env.JOURNAL_SHOTS_DIR ?? '/tmp/journal-shots'

const LANGS = [
  { lang: 'cht', locale: 'zh-HK', prefix: '' },
  { lang: 'chs', locale: 'zh-CN', prefix: '/zh-cn' },
  { lang: 'en', locale: 'en-US', prefix: '/en' }
] as const

describe('the change journal in the console', () => {
  let harness: ConsoleHarness
  let page: Page

  const api = async (method: string, url: string, body?: unknown) => {
    const answer = await harness.server.request(method, url, body)
    return answer as { status: number; body: any }
  }

  /** A news item written twice: created, then its English title and its content changed. */
  const editedNews = async (name: string) => {
    const created = await api('POST', '/api/news', {
      title: [
        { lang: 'cht', value: `${name} 開放日` },
        { lang: 'en', value: `${name} open day` }
      ],
      content: [{ lang: 'en', value: '<p>Come on <b>Saturday</b> at ten.</p>' }],
      status: 'draft'
    })
    expect(created.status).toBe(201)
    const patched = await api('PATCH', `/api/news/${created.body._id}`, {
      title: [
        { lang: 'cht', value: `${name} 開放日` },
        { lang: 'en', value: `${name} open morning` }
      ],
      content: [{ lang: 'en', value: '<p>Come on <b>Sunday</b> at ten.</p>' }]
    })
    expect(patched.status).toBe(200)
    return created.body._id as string
  }

  const openHistory = async (target: Page, url: string, versions: number) => {
    await target.goto(url)
    await target.getByTestId('editor').waitFor()
    await target.getByTestId('history').getByRole('button').first().click()
    await expect.poll(() => target.getByTestId('history-entry').count(), { timeout: 10_000 }).toBe(versions)
  }

  const teachersNamed = async (name: string) =>
    (await api('GET', `/api/teachers?name=${encodeURIComponent(name)}`)).body.data as Array<{ _id: string }>

  /** Imports new teachers through the dialog; the success message then offers Undo. */
  const importTeachers = async (names: string[]) => {
    await page.goto('/en/teachers')
    await page.getByTestId('action-import').click()
    const csv = ['name,hourlyRate', ...names.map((name) => `${name},200`)].join('\n')
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'teachers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByRole('button', { name: 'Check file' }).click()
    await page.getByTestId('import-report').waitFor()
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expectMessage(page, `Imported: ${names.length} new, 0 updated, 0 failed`)
    // The import dialog stays in the page while it fades out.
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    for (const name of names) expect(await teachersNamed(name)).toHaveLength(1)
  }

  beforeAll(async () => {
    harness = await startConsole()
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('the history panel shows a translatable title per language and the rich content as a visual diff', async () => {
    const id = await editedNews('Diff')
    await openHistory(page, `/en/news/edit/${id}`, 2)
    const newest = page.getByTestId('history-entry').first()
    await expect(newest.textContent()).resolves.toContain('Edited')
    // Only the English title changed: one line, the Chinese one left out.
    const title = newest.locator('[data-testid=history-row][data-field=title]')
    expect(await title.count()).toBe(1)
    await expect(title.textContent()).resolves.toContain('English')
    await expect(title.locator('[data-side=old]').textContent()).resolves.toBe('Diff open day')
    await expect(title.locator('[data-side=new]').textContent()).resolves.toBe('Diff open morning')
    const rich = newest.locator('[data-testid=history-row][data-field=content]').getByTestId('rich-diff')
    await expect(rich.locator('del').textContent()).resolves.toBe('Saturday')
    await expect(rich.locator('ins').textContent()).resolves.toBe('Sunday')
    // Rendered, not shown as markup.
    expect(await rich.locator('b').count()).toBeGreaterThan(0)
    const created = page.getByTestId('history-entry').nth(1)
    await expect(created.textContent()).resolves.toContain('Created')
    await expect(created.locator('[data-testid=history-row][data-field=title]').count()).resolves.toBe(2)
  })

  it('restores one field, then the whole record, each a change of its own; the form and the history follow', async () => {
    const id = await editedNews('Restore')
    await openHistory(page, `/en/news/edit/${id}`, 2)
    const created = page.getByTestId('history-entry').nth(1)
    await created
      .locator('[data-testid=history-row][data-field=title]')
      .getByTestId('history-restore-field')
      .click()
    await expectMessage(page, 'Restored')
    await expect
      .poll(async () => (await api('GET', `/api/news/${id}`)).body.title)
      .toContainEqual({ lang: 'en', value: 'Restore open day' })
    // Only the title: the content stays as it was.
    expect((await api('GET', `/api/news/${id}`)).body.content[0].value).toContain('Sunday')
    await expect.poll(() => page.locator('input[name="title.en"]').inputValue()).toBe('Restore open day')
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(3)
    await expect(page.getByTestId('history-entry').first().textContent()).resolves.toContain('Restored')

    await page.getByTestId('history-entry').nth(2).getByTestId('history-restore').click()
    await expect
      .poll(async () => (await api('GET', `/api/news/${id}`)).body.content[0].value)
      .toContain('Saturday')
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(4)
  })

  it('the open history follows a change made elsewhere', async () => {
    const id = await editedNews('Live')
    await openHistory(page, `/en/news/edit/${id}`, 2)
    await api('PATCH', `/api/news/${id}`, { status: 'published' })
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(3)
    const status = page
      .getByTestId('history-entry')
      .first()
      .locator('[data-testid=history-row][data-field=status]')
    await expect(status.locator('[data-side=new]').textContent()).resolves.toBe('Published')
  })

  it('the dashboard lists the newest changes from the journal, each leading to its record', async () => {
    const id = await editedNews('Dashboard')
    await page.goto('/en/dashboard')
    const recent = page.getByTestId('recent-changes')
    await expect.poll(() => recent.textContent()).toContain('Dashboard open morning')
    const newest = recent.getByRole('link').first()
    await expect(newest.textContent()).resolves.toContain('News · Edited · you')
    await expect(newest.getAttribute('href')).resolves.toBe(`/en/news/edit/${id}`)
  })

  it('a deleted record goes to its trash, found there and restored under its own id', async () => {
    const id = await editedNews('Trash')
    await page.goto(`/en/news/edit/${id}`)
    await page.getByTestId('editor-delete').click()
    await page.getByTestId('confirm-delete').click()
    await page.waitForURL('**/en/news')
    expect((await api('GET', `/api/news/${id}`)).status).toBe(404)
    await page.getByTestId('action-trash').click()
    await page.waitForURL('**/en/news/trash')
    await page.getByTestId('trash-search').fill('Trash open morning')
    const entry = page.locator(`[data-testid=trash-entry][data-id="${id}"]`)
    await expect(entry.textContent()).resolves.toContain('Trash open morning')
    await expect(page.getByTestId('trash-total').textContent()).resolves.toBe('1 deleted record')
    await entry.getByTestId('trash-restore').click()
    await expectMessage(page, 'Trash open morning is back in the list')
    const back = await api('GET', `/api/news/${id}`)
    expect(back.status).toBe(200)
    expect(back.body._id).toBe(id)
    await entry.waitFor({ state: 'detached' })
  })

  it('a restore from the trash that a unique value now blocks says which field', async () => {
    const first = await harness.server.createUser({ role: 'editor', email: 'clash@example.com' })
    expect((await api('DELETE', `/api/users/${first.user._id}`)).status).toBe(200)
    await harness.server.createUser({ role: 'editor', email: 'clash@example.com' })
    await page.goto('/en/admins/trash')
    await page
      .locator(`[data-testid=trash-entry][data-id="${first.user._id}"]`)
      .getByTestId('trash-restore')
      .click()
    await expect
      .poll(() => page.getByTestId('snackbar').textContent())
      .toContain('Another record already has this Email.')
    expect((await api('GET', `/api/users/${first.user._id}`)).status).toBe(404)
  })

  it('a bulk delete is undone from its message', async () => {
    const created = await api(
      'POST',
      '/api/contacts',
      Array.from({ length: 3 }, (_, index) => ({
        name: `Undo bulk ${index}`,
        email: `undo${index}@example.com`
      }))
    )
    expect(created.status).toBe(201)
    await page.goto(`/en/contacts?q=${encodeURIComponent(JSON.stringify({ keyword: 'Undo bulk' }))}`)
    await expect.poll(() => page.getByTestId('row').count()).toBe(3)
    await page.getByTestId('select-page').click()
    await page.getByTestId('action-delete-selected').click()
    await page.getByTestId('confirm-delete').click()
    await expectMessage(page, '3 records deleted')
    for (const row of created.body) expect((await api('GET', `/api/contacts/${row._id}`)).status).toBe(404)
    await page.getByTestId('snackbar-action').click()
    await expectMessage(page, 'Undone: 3 records set back')
    for (const row of created.body) expect((await api('GET', `/api/contacts/${row._id}`)).status).toBe(200)
    await expect.poll(() => page.getByTestId('row').count()).toBe(3)
  })

  it('an import is undone from its report message', async () => {
    await importTeachers(['Undo Import A', 'Undo Import B'])
    await page.getByTestId('snackbar-action').click()
    await expectMessage(page, 'Undone: 2 records set back')
    expect(await teachersNamed('Undo Import A')).toHaveLength(0)
    expect(await teachersNamed('Undo Import B')).toHaveLength(0)
  })

  it('an undo is refused while a row changed since, listing it, and undoes the others when asked', async () => {
    await importTeachers(['Since Import A', 'Since Import B'])
    const [changed] = await teachersNamed('Since Import A')
    expect((await api('PATCH', `/api/teachers/${changed._id}`, { hourlyRate: 999 })).status).toBe(200)
    await page.getByTestId('snackbar-action').click()
    const conflicts = page.getByTestId('undo-conflicts')
    await expect(page.getByRole('dialog').filter({ has: conflicts }).textContent()).resolves.toContain(
      '1 record of this batch was changed since'
    )
    // The row by its name once the lookup is in.
    await expect.poll(() => conflicts.textContent()).toContain('Since Import A')
    await expect(conflicts.textContent()).resolves.toContain('Edited')
    // Nothing was undone yet.
    expect(await teachersNamed('Since Import B')).toHaveLength(1)
    await page.getByTestId('undo-force').click()
    await expectMessage(page, 'Undone: 1 record set back; 1 changed since left as they are')
    expect(await teachersNamed('Since Import B')).toHaveLength(0)
    expect((await api('GET', `/api/teachers/${changed._id}`)).body.hourlyRate).toBe(999)
  })

  it(
    'takes screenshots of the history panel, the trash page and the undo message at 390 and 1440 px',
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      const id = await editedNews('Shots')
      // Something in the trash to show.
      expect((await api('DELETE', `/api/news/${await editedNews('Removed shots')}`)).status).toBe(200)
      for (const { lang, locale, prefix } of LANGS) {
        // One person per language, seen on a phone and then on a desktop.
        const shot = await harness.signedIn(harness.server.admin, {
          locale,
          width: 390,
          height: 900,
          at: `${prefix}/news/edit/${id}`
        })
        for (const width of [390, 1440]) {
          await shot.setViewportSize({ width, height: 900 })
          await openHistory(shot, `${prefix}/news/edit/${id}`, 2)
          await shot.getByTestId('history').scrollIntoViewIfNeeded()
          await shot
            .getByTestId('history')
            .screenshot({ path: path.join(SHOTS, `history-${lang}-${width}.png`) })
          await shot.goto(`${prefix}/news/trash`)
          await shot.getByTestId('trash-total').waitFor()
          await shot.screenshot({ path: path.join(SHOTS, `trash-${lang}-${width}.png`) })
          // An import in the page's language: the dialog's buttons by their place (check, then import).
          await shot.goto(`${prefix}/teachers`)
          await shot.getByTestId('row').first().waitFor()
          if (await shot.getByTestId('more-actions').isVisible())
            await shot.getByTestId('more-actions').click()
          await shot.getByTestId('action-import').click()
          const dialog = shot.getByRole('dialog')
          await dialog.locator('input[type=file]').setInputFiles({
            name: 'teachers.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from(`name,hourlyRate\nShot ${lang} ${width},200`)
          })
          await dialog.locator('.MuiDialogActions-root button').nth(1).click()
          await dialog.getByTestId('import-report').waitFor()
          await dialog.locator('.MuiDialogActions-root button').nth(2).click()
          await shot.getByTestId('snackbar-action').waitFor()
          // The snackbar slides in.
          await shot.waitForTimeout(400)
          await shot.screenshot({ path: path.join(SHOTS, `undo-${lang}-${width}.png`) })
          expect(await teachersNamed(`Shot ${lang} ${width}`)).toHaveLength(1)
        }
        await shot.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
