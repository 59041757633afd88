import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const title = (page: Page) => page.locator('[data-field="title"]')

describe('translation in the browser', () => {
  let harness: ConsoleHarness
  let page: Page

  beforeAll(async () => {
    harness = await startConsole()
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  const stored = async (id: string) => (await harness.server.request('GET', `/api/news/${id}`)).body.title

  const save = async () => {
    await page.getByTestId('editor-save').click()
    await page.waitForURL('**/en/news')
  }

  it('fills Simplified from Traditional, keeps the converted mark, confirming removes it; the list badges what is missing', async () => {
    const created = await harness.server.request('POST', '/api/news', {
      title: [{ lang: 'cht', value: '數學補習班開課' }]
    })
    const id = created.body._id as string
    await page.goto(`/en/news/edit/${id}`)
    await title(page)
      .getByRole('tab', { name: /繁體中文/ })
      .click()
    await title(page).getByRole('button', { name: 'Fill 简体中文 from 繁體中文' }).click()
    await title(page)
      .getByRole('tab', { name: /简体中文 \*/ })
      .click()
    await expect(title(page).locator('input[name="title.chs"]').inputValue()).resolves.toBe('数学补习班开课')
    await title(page).getByTestId('converted-mark').waitFor()
    await save()
    expect(await stored(id)).toEqual([
      { lang: 'cht', value: '數學補習班開課' },
      { lang: 'chs', value: '数学补习班开课', machine: true }
    ])

    await page.goto(`/en/news/edit/${id}`)
    await title(page)
      .getByRole('tab', { name: /简体中文/ })
      .click()
    await title(page).getByTestId('converted-mark').waitFor()
    await title(page).getByRole('button', { name: 'Confirm' }).click()
    expect(await title(page).getByTestId('converted-mark').count()).toBe(0)
    await save()
    expect(await stored(id)).toEqual([
      { lang: 'cht', value: '數學補習班開課' },
      { lang: 'chs', value: '数学补习班开课' }
    ])
    // The list shows the completeness badge: English missing.
    const row = page.getByTestId('row').filter({ hasText: '數學補習班開課' })
    await expect(row.getByTestId('translation-badge').getAttribute('data-missing')).resolves.toBe('en')
  })

  it('R-SRCH-01 the news search box offers "missing in" on the title: English picks only news without English', async () => {
    const complete = await harness.server.request('POST', '/api/news', {
      title: [
        { lang: 'cht', value: '英文齊全的消息' },
        { lang: 'chs', value: '英文齐全的消息' },
        { lang: 'en', value: 'News in every language' }
      ]
    })
    expect(complete.status).toBe(201)
    await page.goto('/en/news')
    await page.getByTestId('row').filter({ hasText: 'News in every language' }).waitFor()
    const chip = page.locator('[data-testid=chip][data-id=title]')
    await expect(chip.getAttribute('data-cond')).resolves.toBe('missingLang')
    await chip.getByTestId('chip-value').click()
    await page.getByTestId('condition-editor').getByRole('radio', { name: 'English' }).click()
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.getByTestId('row').filter({ hasText: 'News in every language' }).count())
      .toBe(0)
    await page.getByTestId('row').filter({ hasText: '數學補習班開課' }).waitFor()
    const missingEnglish = await harness.server.request('GET', '/api/news?title[$missingLang]=en&$limit=0')
    expect(await page.getByTestId('row').count()).toBe(missingEnglish.body.total)
  })

  it('the dashboard charts what is left to translate', async () => {
    await page.goto('/en')
    await page.getByRole('heading', { name: 'Left to translate' }).waitFor()
    await page.getByRole('img', { name: /News Missing English 1/ }).waitFor()
  })
})
