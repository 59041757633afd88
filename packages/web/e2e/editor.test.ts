import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { expectMessage } from './support/messages'

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`)

describe('the generated editor in the browser, with the demo data', () => {
  let harness: ConsoleHarness
  let page: Page
  let editor: { email: string; password: string }

  /** The records of a service the API finds for a filter. */
  const find = async (service: string, query = '') => {
    const answer = await harness.server.request('GET', `/api/${service}?$limit=200${query}`)
    expect(answer.status).toBe(200)
    return answer.body as { total: number; data: Array<Record<string, any>> }
  }

  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    editor = await harness.server.createUser({ role: 'editor' })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('R-LIST-03, R-RT-03, R-ED-07, R-ED-03, R-ED-06 Add opens an empty form with defaults; saving creates the row', async () => {
    const before = await find('news')
    await page.goto('/en/news')
    await page.getByTestId('row').first().waitFor()
    await page.getByTestId('action-add').click()
    await page.waitForURL('**/en/news/edit')
    await page.getByTestId('editor').waitFor()
    expect(await page.title()).toBe('News · New | Admin')
    // One toggle per value of the enumeration, the default active (R-WID-15).
    const status = field(page, 'status').getByRole('button')
    expect(await status.allTextContents()).toEqual(['Draft', 'Published'])
    await expect(status.nth(0).getAttribute('aria-pressed')).resolves.toBe('true')
    await page.fill('input[name="title.en"]', 'Open day on Saturday')
    // English only: two languages still without text (R-WID-10).
    await expect(field(page, 'title').getByTestId('missing-langs').textContent()).resolves.toBe('2')
    await page.getByTestId('editor-save').click()
    await expectMessage(page, 'Saved')
    await page.waitForURL('**/en/news')
    const after = await find('news')
    expect(after.total).toBe(before.total + 1)
    const created = after.data.find((item) => !before.data.some((old) => old._id === item._id))!
    expect(created.title).toEqual([{ lang: 'en', value: 'Open day on Saturday' }])
    expect(created.status).toBe('draft')
    // Undated, it sorts last: the list's search finds it.
    await page.getByTestId('search').fill('Open day on Saturday')
    await page.getByTestId('row').getByText('Open day on Saturday').waitFor()
  })

  it('R-ED-09 marks required fields, blocks the save until valid and says what is wrong', async () => {
    const before = (await find('news')).total
    await page.goto('/en/news/edit')
    await page.getByTestId('editor').waitFor()
    await expect(field(page, 'title').locator('legend').first().textContent()).resolves.toContain('*')
    await page.getByTestId('editor-save').click()
    await expectMessage(page, 'Please correct the marked fields.')
    await expect(field(page, 'title').textContent()).resolves.toContain('Required')
    expect((await find('news')).total).toBe(before)
    // The problem clears as it is mended.
    await page.fill('input[name="title.en"]', 'Mended')
    await page.waitForFunction(
      () => !document.querySelector('[data-field="title"]')?.textContent?.includes('Required')
    )
    expect(new URL(page.url()).pathname).toBe('/en/news/edit')
  })

  it('R-RT-09, R-ED-04, R-ED-02 edits a record by id, sends its changes, shows who changed it read-only', async () => {
    const [item] = (await find('news', '&$sort[date]=-1')).data
    await page.goto(`/en/news/edit/${item._id}`)
    await page.getByTestId('editor').waitFor()
    expect(await page.locator('input[name="title.cht"]').count()).toBe(0)
    await field(page, 'title').getByRole('tab', { name: '繁體中文' }).click()
    await expect(page.inputValue('input[name="title.cht"]')).resolves.toBe(
      item.title.find((text: { lang: string }) => text.lang === 'cht').value
    )
    await page.fill('input[name="title.cht"]', '更新後的標題')
    expect(await field(page, 'modified').locator('input').first().isDisabled()).toBe(true)
    expect(await page.getByTestId('editor-delete').count()).toBe(1)
    await page.getByTestId('editor-save').click()
    await expectMessage(page, 'Saved')
    const saved = (await harness.server.request('GET', `/api/news/${item._id}`)).body
    expect(saved.title.find((text: { lang: string }) => text.lang === 'cht').value).toBe('更新後的標題')
    expect(saved.title.filter((text: { lang: string }) => text.lang !== 'cht')).toEqual(
      item.title.filter((text: { lang: string }) => text.lang !== 'cht')
    )
    expect(saved.content).toEqual(item.content)
    expect(saved.modified > item.modified).toBe(true)
  })

  it('R-RT-09 a clone starts from a copy without its id and change stamps and saves as a new record', async () => {
    const [item] = (await find('news', '&$sort[date]=-1')).data
    const before = (await find('news')).total
    await page.goto(`/en/news/edit?clone=${item._id}`)
    await page.getByTestId('editor').waitFor()
    expect(await field(page, 'modified').count()).toBe(0)
    await page.fill('input[name="title.en"]', 'A copy')
    await page.getByTestId('editor-save').click()
    await expectMessage(page, 'Saved')
    expect((await find('news')).total).toBe(before + 1)
    expect((await harness.server.request('GET', `/api/news/${item._id}`)).body.title).toEqual(item.title)
  })

  it('R-RT-09 Copy as new on a row, a card, a virtual row and the editor opens a pre-filled new record', async () => {
    const [item] = (await find('news', '&$sort[date]=-1')).data
    const title = (text: Array<{ lang: string; value: string }>) => text.find((t) => t.lang === 'en')!.value
    const expectClone = async (id: string) => {
      await page.waitForURL((url) => url.pathname.endsWith('/edit') && url.searchParams.get('clone') === id)
      await page.getByTestId('editor').waitFor()
      expect(await field(page, 'modified').count()).toBe(0)
    }
    await page.goto('/en/news')
    await page.locator(`[data-testid=row][data-id="${item._id}"] [data-testid=row-clone]`).click()
    await expectClone(item._id)
    expect(await page.inputValue('input[name="title.en"]')).toBe(title(item.title))
    // From the record's own editor.
    await page.goto(`/en/news/edit/${item._id}`)
    await page.getByTestId('editor-clone').click()
    await expectClone(item._id)
    // On a phone the rows are cards, with the same button.
    await page.setViewportSize({ width: 390, height: 800 })
    try {
      await page.goto('/en/news')
      await page.locator(`[data-id="${item._id}"] [data-testid=row-clone]`).click()
      await expectClone(item._id)
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 })
    }
    // A virtual list's row.
    await page.goto('/en/appUsers')
    const row = page.getByTestId('row').first()
    const id = (await row.getAttribute('data-id'))!
    await row.getByTestId('row-clone').click()
    await page.waitForURL(
      (url) => url.pathname === '/en/appUsers/edit' && url.searchParams.get('clone') === id
    )
    await page.getByTestId('editor').waitFor()
    // Who may not create sees no copy button, in the list or the editor.
    const editorPage = await harness.signedIn(editor, { locale: 'en-US', at: '/en/appUsers' })
    await editorPage.getByTestId('row').first().waitFor()
    expect(await editorPage.getByTestId('row-clone').count()).toBe(0)
    await editorPage.goto(`/en/appUsers?edit=${id}`)
    await editorPage.getByTestId('editor').waitFor()
    expect(await editorPage.getByTestId('editor-clone').count()).toBe(0)
    await editorPage.context().close()
  })

  it('R-RT-10 a click on a virtual list row opens ?edit={id}; its checkbox and buttons do not', async () => {
    await page.goto('/en/appUsers')
    const row = page.getByTestId('row').first()
    const id = (await row.getAttribute('data-id'))!
    await row.locator('input[type=checkbox]').click()
    expect(await row.getAttribute('aria-selected')).toBe('true')
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false)
    await row.locator('.vl-cell').nth(1).click()
    await page.waitForURL((url) => url.searchParams.get('edit') === id)
    await page.getByTestId('editor').waitFor()
  })

  it('asks before unsaved changes are left, and leaves once they are discarded', async () => {
    const [item] = (await find('news')).data
    await page.goto('/en/news')
    await page.getByTestId('row').first().waitFor()
    await page.goto(`/en/news/edit/${item._id}`)
    await page.getByTestId('editor').waitFor()
    await page.fill('input[name="title.en"]', 'Not saved')
    await page.getByTestId('editor-cancel').click()
    await page.getByRole('dialog').getByText('Discard your changes?').waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(`/en/news/edit/${item._id}`)
    await expect(page.inputValue('input[name="title.en"]')).resolves.toBe('Not saved')
    await page.getByTestId('menu').getByRole('link', { name: 'Dashboard' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click()
    await page.waitForURL('**/en/dashboard')
    expect((await harness.server.request('GET', `/api/news/${item._id}`)).body.title).toEqual(item.title)
  })

  it("R-SCH-09 a lesson's editor lists the lesson's joins below the form", async () => {
    const [join] = (await find('lessonJoins')).data
    const joins = await find('lessonJoins', `&lesson=${join.lesson}`)
    await page.goto(`/en/lessons/edit/${join.lesson}`)
    await page.getByTestId('editor').waitFor()
    const linked = page.getByTestId('linked-rows')
    await linked.locator('tbody tr').first().waitFor()
    await expect(linked.textContent()).resolves.toContain(`${joins.total} row`)
    expect(await linked.locator('tbody tr').count()).toBe(Math.min(joins.total, 10))
  })

  it.each(['news', 'teachers', 'regPriceLists'])(
    'has no serious accessibility violation in the editor of %s (axe)',
    async (service) => {
      const [item] = (await find(service)).data
      await page.goto(`/en/${service}/edit/${item._id}`)
      await page.getByTestId('editor').waitFor()
      if (service === 'news') await page.locator('.ql-editor').first().waitFor()
      expect(await seriousViolations(page)).toEqual([])
    }
  )

  it('R-ED-14 an unknown record shows the 404 page', async () => {
    await page.goto('/en/news/edit/no-such-record')
    await expect(page.getByTestId('error-page').textContent()).resolves.toContain('404')
    await page.goto('/en/noSuchList/edit/1')
    await expect(page.getByTestId('error-page').textContent()).resolves.toContain('404')
  })

  it('R-ED-05 a nested list gains an item, saved with its parent', async () => {
    const [list] = (await find('regPriceLists')).data
    await page.goto(`/en/regPriceLists/edit/${list._id}`)
    await page.getByTestId('editor').waitFor()
    await field(page, 'items').getByRole('button', { name: 'Add an item' }).click()
    const count = list.items.length
    await field(page, 'items').locator('input[name="name"]').nth(count).fill('Adult learners')
    await page.getByTestId('editor-save').click()
    await expect(field(page, 'items').textContent()).resolves.toContain('Required')
    await field(page, 'items').locator('input[name="price"]').nth(count).fill('320')
    await page.getByTestId('editor-save').click()
    await expectMessage(page, 'Saved')
    const saved = (await harness.server.request('GET', `/api/regPriceLists/${list._id}`)).body
    expect(saved.items).toEqual([...list.items, { name: 'Adult learners', price: 320 }])
  })

  it('R-ED-11, R-ED-06 a refused save keeps the form and shows the server message', async () => {
    await page.goto('/en/admins/edit')
    await page.getByTestId('editor').waitFor()
    await page.fill('input[name="email"]', editor.email)
    await page.fill('input[name="name.firstName"]', 'Twin')
    await page.fill('input[name="password"]', 'a-long-password')
    await page.getByTestId('editor-save').click()
    await page.getByTestId('snackbar').first().waitFor()
    await expect(page.getByTestId('snackbar').first().textContent()).resolves.toMatch(/already|exists|used/i)
    expect(new URL(page.url()).pathname).toBe('/en/admins/edit')
    await expect(page.inputValue('input[name="email"]')).resolves.toBe(editor.email)
  })

  it('R-WID-11 rich text gets the rich editor, at least 400 px high, with headers and sizes', async () => {
    const [item] = (await find('news')).data
    await page.goto(`/en/news/edit/${item._id}`)
    const rich = field(page, 'content').getByTestId('rich-editor')
    await rich.locator('.ql-editor').waitFor()
    expect(
      await rich.locator('.ql-editor').evaluate((node) => node.getBoundingClientRect().height)
    ).toBeGreaterThanOrEqual(400)
    expect(await rich.locator('.ql-header .ql-picker-item').count()).toBe(7)
    expect(await rich.locator('.ql-size .ql-picker-item').count()).toBe(4)
    expect(await rich.locator('.ql-color.ql-picker').count()).toBe(1)
  })

  it('R-WID-12 rich text stores ordinary spaces, and a cleared language as an empty string', async () => {
    const created = await harness.server.request('POST', '/api/news', {
      title: { en: 'Spaces' },
      content: { en: '<p>Old text</p>', cht: '<p>舊內容</p>' }
    })
    expect(created.status).toBe(201)
    const storedContent = async () =>
      (await harness.server.request('GET', `/api/news/${created.body._id}`)).body.content
    const edit = async (typing: string) => {
      await page.goto(`/en/news/edit/${created.body._id}`)
      const text = field(page, 'content').locator('.ql-editor')
      await text.click()
      await page.keyboard.press('ControlOrMeta+A')
      await page.keyboard.press('Backspace')
      if (typing) await page.keyboard.type(typing)
      await page.getByTestId('editor-save').click()
      await expectMessage(page, 'Saved')
    }
    await edit('Big heading  two spaces')
    await expect.poll(storedContent).toEqual([
      { lang: 'cht', value: '<p>舊內容</p>' },
      { lang: 'en', value: '<p>Big heading &nbsp;two spaces</p>' }
    ])
    await edit('')
    await expect.poll(storedContent).toEqual([
      { lang: 'cht', value: '<p>舊內容</p>' },
      { lang: 'en', value: '' }
    ])
  })

  it('R-RT-05 a person sent on to an editor by the sign-in closes it onto its list, not out of the console', async () => {
    const [item] = (await find('news')).data
    const sentOn = await harness.signedIn(harness.server.admin, {
      locale: 'en-US',
      at: `/en/news/edit/${item._id}`
    })
    await sentOn.getByTestId('editor').waitFor()
    await sentOn.getByTestId('editor-cancel').click()
    await sentOn.waitForURL((url) => url.pathname === '/en/news')
    await sentOn.getByTestId('row').first().waitFor()
    await sentOn.context().close()
  })

  it('R-ROLE-08, R-ROLE-12, R-RT-10 an editor opens an app user from the virtual list read-only', async () => {
    const [user] = (await find('appUsers')).data
    const editorPage = await harness.signedIn(editor, {
      locale: 'en-US',
      at: `/en/appUsers?edit=${user._id}`
    })
    await editorPage.getByTestId('editor').waitFor()
    expect(await editorPage.locator('input[name="email"]').isDisabled()).toBe(true)
    expect(await editorPage.getByTestId('editor-save').count()).toBe(0)
    expect(await editorPage.getByTestId('editor-delete').count()).toBe(0)
    // The list's buttons leave the top bar while its row's editor stands in its place.
    expect(await editorPage.getByTestId('action-export').count()).toBe(0)
    // Sent on to the editor by the sign-in: closing it shows the list, not the page before the console.
    await editorPage.getByTestId('editor-cancel').click()
    await editorPage.getByTestId('editor').waitFor({ state: 'detached' })
    await editorPage.getByTestId('row').first().waitFor()
    await editorPage.getByTestId('action-export').waitFor()
    expect(new URL(editorPage.url()).searchParams.has('edit')).toBe(false)
    await editorPage.goto('/en/news/edit')
    await editorPage.getByTestId('editor-save').waitFor()
    await editorPage.context().close()
  })

  it('R-LIST-09 a record deleted from its editor is gone, back on the list', async () => {
    const created = await harness.server.request('POST', '/api/news', { title: { en: 'To be removed' } })
    expect(created.status).toBe(201)
    await page.goto(`/en/news/edit/${created.body._id}`)
    await page.getByTestId('editor-delete').click()
    await page.getByTestId('confirm-delete').click()
    await expectMessage(page, 'Deleted')
    await page.waitForURL('**/en/news')
    expect((await harness.server.request('GET', `/api/news/${created.body._id}`)).status).toBe(404)
  })
})
