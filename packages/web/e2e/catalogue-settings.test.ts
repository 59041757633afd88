import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { login } from './support/browser'
import { atEachSize, SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const SHOTS = process.env.CATALOGUE_SHOTS_DIR ?? '/tmp/catalogue-settings-shots'

/** The import of teachers: one known email, one new, each leaving its status empty. */
const TEACHERS_CSV = [
  'name,email,status,hourlyRate',
  'Chan Tai-man,chan@example.com,,320',
  'Ho Ka Yan,ho@example.com,,250'
].join('\n')

/**
 * Catalogue settings in the browser: the import dialog's options (R-ED-13), the expanded-row and
 * editor extensions (R-ED-12), fixed search conditions (R-SRCH-01) and UTC days (R-WID-14).
 */
describe('catalogue settings in the browser', () => {
  let harness: ConsoleHarness
  let page: Page
  let newsId: string

  const find = async (service: string, query = '') =>
    (await harness.server.request('GET', `/api/${service}?$limit=50${query}`)).body.data as Array<
      Record<string, any>
    >

  beforeAll(async () => {
    harness = await startConsole()
    const api = harness.server
    await api.request('POST', '/api/teachers', {
      name: 'Chan Tai Man',
      email: 'chan@example.com',
      status: 'suspended'
    })
    const news = await api.request('POST', '/api/news', {
      title: { cht: '暑期補習班招生', en: 'Summer classes open' },
      content: {
        cht: '<p>暑期班七月開課，<strong>名額有限</strong>。</p><script>window.hacked = true</script>',
        en: '<p>Summer classes start in July.</p>'
      },
      status: 'published',
      date: '2026-06-01T02:00:00.000Z'
    })
    newsId = news.body._id
    await api.request('POST', '/api/contacts', [
      { name: 'Waiting parent', message: 'Please call me', handled: false },
      { name: 'Answered parent', message: 'Thanks', handled: true }
    ])
    await api.request('POST', '/api/campaigns', {
      name: 'Open day',
      startDate: '2026-03-01',
      endDate: '2026-03-02'
    })
    page = await harness.signedIn(api.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  const openImport = async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('action-import').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByTestId('import-options').waitFor()
    return dialog
  }

  it('R-ED-13 the import dialog edits the route options: a status for rows without one, teachers matched by email', async () => {
    const dialog = await openImport()
    const status = dialog.locator('[data-field=status]').getByRole('button')
    expect(await status.allTextContents()).toEqual(['Pending review', 'Active', 'Suspended'])
    await expect(status.nth(0).getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(dialog.getByLabel('Update the record with the same Email').isChecked()).resolves.toBe(true)
    await status.nth(1).click()
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'teachers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(TEACHERS_CSV)
    })
    await dialog.getByRole('button', { name: 'Check file' }).click()
    const report = dialog.getByTestId('import-report')
    await expect.poll(() => report.textContent()).toContain('nothing has been saved yet')
    expect(await report.textContent()).toMatch(/New\s*1.*Updated\s*1/s)
    await dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Imported: 1 new, 1 updated, 0 failed')
    const teachers = await find('teachers', '&$sort[email]=1')
    expect(teachers.map((teacher) => [teacher.email, teacher.name, teacher.status])).toEqual([
      ['chan@example.com', 'Chan Tai-man', 'active'],
      ['ho@example.com', 'Ho Ka Yan', 'active']
    ])
  })

  it('R-ED-13 without matching by email the same file adds new teachers; a changed option asks for a new check', async () => {
    const dialog = await openImport()
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'teachers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(TEACHERS_CSV)
    })
    await dialog.getByLabel('Update the record with the same Email').uncheck()
    await dialog.getByRole('button', { name: 'Check file' }).click()
    await expect
      .poll(() => dialog.getByTestId('import-report').textContent())
      .toMatch(/New\s*2.*Updated\s*0/s)
    await dialog.locator('[data-field=status]').getByRole('button', { name: 'Suspended' }).click()
    await expect(dialog.getByTestId('import-report').count()).resolves.toBe(0)
    await expect(dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await find('teachers')).toHaveLength(2)
  })

  it('R-ED-12 an expanded news row shows which languages each text lacks (translationStatus)', async () => {
    await page.goto('/en/news')
    await page.getByTestId('row').first().getByTestId('row-expand').click()
    const status = page.getByTestId('translation-status')
    await expect(status.getAttribute('data-missing')).resolves.toBe('2')
    await expect(status.textContent()).resolves.toContain('2 translations missing')
    for (const fieldName of ['title', 'content'])
      await expect(
        status.locator(`[data-field=${fieldName}] [data-lang=chs]`).getAttribute('data-missing')
      ).resolves.toBe('true')
    await expect(
      status.locator('[data-field=title] [data-lang=en]').getAttribute('data-missing')
    ).resolves.toBe('false')
    // The generated details are still there: the extension extends them.
    await expect(page.getByTestId('row-details').textContent()).resolves.toContain(
      'Summer classes start in July.'
    )
  })

  it('R-ED-12 the news editor previews each language as readers see it, with unsaved changes (contentPreview)', async () => {
    await page.goto(`/en/news/edit/${newsId}`)
    const preview = page.getByTestId('content-preview')
    await expect(preview.getByTestId('preview-heading').textContent()).resolves.toBe('Summer classes open')
    await page.fill('input[name="title.en"]', 'Summer classes: last places')
    await expect
      .poll(() => preview.getByTestId('preview-heading').textContent())
      .toBe('Summer classes: last places')
    await preview.getByRole('tab', { name: '繁體中文' }).click()
    await expect(preview.getByTestId('preview-heading').textContent()).resolves.toBe('暑期補習班招生')
    await expect(preview.locator('[data-field=content] strong').textContent()).resolves.toBe('名額有限')
    // The sanitiser drops the script: readers never run it, nor does the console.
    expect(await preview.locator('script').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined()
    await preview.getByRole('tab', { name: '简体中文' }).click()
    await expect(preview.getByTestId('preview-missing').first().textContent()).resolves.toContain(
      'No 简体中文 text yet'
    )
    await expect(preview.getByTestId('preview-heading').textContent()).resolves.toBe('暑期補習班招生')
    expect(await seriousViolations(page, '[data-testid=content-preview]')).toEqual([])
  })

  it('R-SRCH-01 a fixed condition (edit: false) only switches on and off: contacts start on the unhandled ones', async () => {
    await page.goto('/en/contacts')
    const chip = page.locator('[data-testid=chip][data-id=handled]')
    await expect(chip.getAttribute('data-active')).resolves.toBe('true')
    await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true')
    expect(await chip.getByTestId('chip-value').count()).toBe(0)
    await expect
      .poll(() => page.getByTestId('row').allTextContents())
      .toEqual([expect.stringContaining('Waiting parent')])
    await chip.click()
    await expect.poll(() => chip.getAttribute('data-active')).toBe('false')
    await expect.poll(() => page.getByTestId('row').count()).toBe(2)
    await expect(chip.getAttribute('data-cond')).resolves.toBe('eq')
    await chip.click()
    await expect.poll(() => page.getByTestId('row').count()).toBe(1)
  })

  it('R-WID-14 a UTC day shows the same date in a browser west of UTC, in the list and in the editor', async () => {
    const context = await harness.browser.newContext({
      baseURL: harness.server.url,
      locale: 'en-US',
      timezoneId: 'America/Toronto',
      viewport: { width: 1440, height: 900 }
    })
    const toronto = await context.newPage()
    await login(toronto, harness.server.admin.email, harness.server.admin.password, '/en')
    await toronto.goto('/en/campaigns')
    await expect.poll(() => toronto.getByTestId('row').first().textContent()).toContain('Mar 1, 2026')
    const [campaign] = await find('campaigns')
    expect(campaign.startDate).toBe('2026-03-01T00:00:00.000Z')
    await toronto.goto(`/en/campaigns/edit/${campaign._id}`)
    await expect(toronto.locator('[data-field=startDate] input').inputValue()).resolves.toBe('2026-03-01')
    // The picker's field: year, month and day sections, typed in a row.
    await toronto.locator('[data-field=endDate] [role=spinbutton]').first().click()
    await toronto.keyboard.type('20260305')
    await expect.poll(() => toronto.locator('[data-field=endDate] input').inputValue()).toBe('2026-03-05')
    await toronto.getByTestId('editor-save').click()
    await toronto.waitForURL('**/en/campaigns')
    await expect.poll(async () => (await find('campaigns'))[0].endDate).toBe('2026-03-05T00:00:00.000Z')
    await context.close()
  })

  it(
    'takes screenshots of the import dialog, an expanded row, a fixed condition and an editor with their extensions at 390 and 1440 px',
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const shot = await harness.signedIn(harness.server.admin, {
          locale,
          ...sizes[0],
          at: `${prefix}/teachers`
        })
        for await (const { width } of atEachSize(shot, sizes, `${prefix}/teachers`)) {
          // On a phone, Import is in the top bar's More actions menu.
          if (width === 390) await shot.getByTestId('more-actions').click()
          await shot.getByTestId('action-import').click()
          await shot.getByTestId('import-options').waitFor()
          // Past the dialog's fade-in.
          await shot.waitForFunction(() =>
            document
              .getAnimations()
              .every((animation) => animation.effect?.getTiming().iterations === Infinity)
          )
          await shot.screenshot({ path: path.join(SHOTS, `import-${lang}-${width}.png`) })
          await shot.goto(`${prefix}/news`)
          await shot.getByTestId('row-expand').first().click()
          await shot.getByTestId('translation-status').waitFor()
          await shot.getByTestId('translation-status').scrollIntoViewIfNeeded()
          await shot.screenshot({ path: path.join(SHOTS, `expanded-${lang}-${width}.png`) })
          await shot.goto(`${prefix}/contacts`)
          // On phones the chips are in the search dialog.
          if (width === 390) await shot.getByTestId('search-open').click()
          await shot.locator('[data-testid=chip][data-fixed]').waitFor()
          await shot.waitForFunction(() =>
            document
              .getAnimations()
              .every((animation) => animation.effect?.getTiming().iterations === Infinity)
          )
          await shot.screenshot({ path: path.join(SHOTS, `fixed-chip-${lang}-${width}.png`) })
          await shot.goto(`${prefix}/news/edit/${newsId}`)
          await shot.getByTestId('content-preview').scrollIntoViewIfNeeded()
          await shot.screenshot({ path: path.join(SHOTS, `preview-${lang}-${width}.png`) })
        }
        await shot.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
