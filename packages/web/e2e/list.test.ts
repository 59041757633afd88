import fs from 'node:fs'
import type { Page, WebSocket } from 'playwright-core'
import { stringify } from 'qs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

/** How many rows the API finds for a filter: what the list must show. */
const apiTotal = async (harness: ConsoleHarness, service: string, filter: Record<string, unknown>) => {
  const answer = await harness.server.request('GET', `/api/${service}?${stringify({ ...filter, $limit: 0 })}`)
  expect(answer.status).toBe(200)
  return answer.body.total as number
}

/** The total of the list's range text, "1–10 of 320". */
const shownTotal = async (page: Page) =>
  Number((await page.getByTestId('page-range').textContent())?.split(' of ')[1])

/** Waits until the list shows this total. */
const expectTotal = async (page: Page, total: number) => {
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid=page-range]')?.textContent?.endsWith(` of ${wanted}`),
    total
  )
  expect(await shownTotal(page)).toBe(total)
}

const listState = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('q') ?? '{}')

const chip = (page: Page, path: string) => page.locator(`[data-testid=chip][data-id=${path}]`)

/** Opens a chip's value popup. */
const openValue = async (page: Page, path: string) => {
  await chip(page, path).getByTestId('chip-value').click()
  return page.getByTestId('condition-editor')
}

describe('the generic list screen in the browser, with the demo data', () => {
  let harness: ConsoleHarness
  let page: Page
  let editor: { email: string; password: string }
  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    editor = await harness.server.createUser({ role: 'editor' })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('R-RT-07, R-RT-08, R-RT-12 a schema route shows its table and title; another path is 404', async () => {
    await page.goto('/en/teachers/')
    await page.getByTestId('row').first().waitFor()
    expect(await page.getByTestId('row').count()).toBe(10)
    expect(await page.title()).toBe('Teachers | Admin')
    await expectTotal(page, await apiTotal(harness, 'teachers', {}))
    await page.goto('/en/notASchema')
    await expect(page.getByTestId('error-page').textContent()).resolves.toContain(
      'This page could not be found'
    )
    await page.goto('/en/teachers/edit/123')
    await expect(page.getByTestId('error-page').textContent()).resolves.toContain('404')
  })

  it('R-SRCH-05, R-SRCH-06, R-SRCH-10 searches a keyword over the text fields, throttled, kept in the URL', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    const typed = Date.now()
    await page.getByTestId('search').pressSequentially(' CHAN ', { delay: 30 })
    await page.waitForFunction(() => new URL(location.href).searchParams.has('q'))
    expect(Date.now() - typed).toBeGreaterThanOrEqual(1000)
    const wanted = await apiTotal(harness, 'teachers', {
      $or: [{ name: { $contains: 'CHAN' } }, { email: { $contains: 'CHAN' } }]
    })
    expect(wanted).toBeGreaterThan(0)
    await expectTotal(page, wanted)
    for (const text of await page.getByTestId('row').allTextContents())
      expect(text.toLowerCase()).toContain('chan')
    expect(listState(page).keyword).toBe(' CHAN ')
    await page.reload()
    await expectTotal(page, wanted)
    await expect(page.getByTestId('search').inputValue()).resolves.toBe(' CHAN ')
  })

  it('R-SRCH-02, R-SRCH-03 checkbox, text, date and picker conditions filter like the API; a click cycles the operator', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    // checkbox: eq / ne
    await (await openValue(page, 'verified')).getByRole('radio', { name: 'No' }).click()
    await page.keyboard.press('Escape')
    await expectTotal(page, await apiTotal(harness, 'teachers', { verified: false }))
    await chip(page, 'verified').locator('.MuiChip-label').click()
    await expect.poll(() => chip(page, 'verified').getAttribute('data-cond')).toBe('ne')
    await expectTotal(page, await apiTotal(harness, 'teachers', { verified: { $ne: false } }))
    await (await openValue(page, 'verified')).getByRole('button', { name: 'Clear' }).click()
    await page.keyboard.press('Escape')
    // text: contains / notContains
    await (await openValue(page, 'name')).getByRole('textbox').fill('陳')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expectTotal(page, await apiTotal(harness, 'teachers', { name: { $contains: '陳' } }))
    await chip(page, 'name').locator('.MuiChip-label').click()
    await expect.poll(() => chip(page, 'name').getAttribute('data-cond')).toBe('notContains')
    await expectTotal(page, await apiTotal(harness, 'teachers', { name: { $not: { $contains: '陳' } } }))
    await chip(page, 'name').locator('.MuiChip-label').click()
    await expect.poll(() => chip(page, 'name').getAttribute('data-cond')).toBe('contains')
    await (await openValue(page, 'name')).getByRole('button', { name: 'Clear' }).click()
    await page.keyboard.press('Escape')
    // date: inRange
    const dates = await openValue(page, 'birthDate')
    await dates.getByLabel('From').fill('1995-01-01')
    await dates.getByLabel('To').fill('1999-12-31')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expectTotal(
      page,
      await apiTotal(harness, 'teachers', { birthDate: { $gte: '1995-01-01', $lte: '1999-12-31' } })
    )
    await (await openValue(page, 'birthDate')).getByRole('button', { name: 'Clear' }).click()
    await page.keyboard.press('Escape')
    // picker: in / nin
    const areas = await openValue(page, 'areas')
    const first = areas.getByRole('checkbox').first()
    await first.click()
    await page.keyboard.press('Escape')
    const area = listState(page).conditions.find(
      (condition: { path: string }) => condition.path === 'areas'
    ).value1
    await expectTotal(page, await apiTotal(harness, 'teachers', { areas: { $in: area } }))
    await chip(page, 'areas').locator('.MuiChip-label').click()
    await expectTotal(page, await apiTotal(harness, 'teachers', { areas: { $nin: area } }))
  })

  it('R-SRCH-03 number conditions (products price between)', async () => {
    await page.goto('/en/products')
    await page.getByTestId('page-range').waitFor()
    const price = await openValue(page, 'price')
    await price.getByLabel('From').fill('100')
    await price.getByLabel('To').fill('300')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expectTotal(page, await apiTotal(harness, 'products', { price: { $gte: 100, $lte: 300 } }))
    for (const text of await page.getByTestId('row').allTextContents()) expect(text).toMatch(/\$\d/)
  })

  it('R-PAGE-01, R-PAGE-02, R-PAGE-03, R-RT-11 sorts by a click, adds a second column by a long press, restores it on back and reload', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    const rate = page.locator('[data-sort-field=hourlyRate]')
    await rate.click()
    await expect.poll(() => listState(page).sort).toEqual([{ field: 'hourlyRate', desc: false }])
    const ascending = await harness.server.request(
      'GET',
      '/api/teachers?$limit=10&$sort[hourlyRate]=1&$select[]=_id'
    )
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid=row]')?.getAttribute('data-id') === first,
      ascending.body.data[0]._id
    )
    await rate.click()
    expect(listState(page).sort).toEqual([{ field: 'hourlyRate', desc: true }])
    // A long press on Name adds it as the second sort column.
    const name = page.locator('[data-sort-field=name]')
    const box = (await name.boundingBox())!
    await page.mouse.move(box.x + 5, box.y + 5)
    await page.mouse.down()
    // Held well past the 1000 ms long press, so a busy machine cannot turn it into a click.
    await page.waitForTimeout(1500)
    await page.mouse.up()
    await expect.poll(() => name.getAttribute('data-sort-position'), { timeout: 5000 }).toBe('2')
    await expect
      .poll(() => listState(page).sort, { timeout: 5000 })
      .toEqual([
        { field: 'hourlyRate', desc: true },
        { field: 'name', desc: false }
      ])
    const wanted = await harness.server.request(
      'GET',
      '/api/teachers?$limit=10&$sort[hourlyRate]=-1&$sort[name]=1&$select[]=_id'
    )
    await page.waitForFunction(
      (ids) =>
        [...document.querySelectorAll('[data-testid=row]')]
          .map((row) => row.getAttribute('data-id'))
          .join() === ids,
      wanted.body.data.map((row: { _id: string }) => row._id).join()
    )
    await page.reload()
    await expect(page.locator('[data-sort-field=name]').getAttribute('data-sort-position')).resolves.toBe('2')
    await page.goBack()
    await page.waitForFunction(() => !document.querySelector('[data-sort-position="2"]'))
    expect(listState(page).sort).toEqual([{ field: 'hourlyRate', desc: true }])
  })

  it('R-PAGE-03 every find ends its $sort with _id; turning the last sort off returns to the route default', async () => {
    const sorts: Array<Record<string, number>> = []
    const record = (socket: import('playwright-core').WebSocket) =>
      socket.on('framesent', ({ payload }) => {
        const match = /^\d+(\[.*)$/s.exec(String(payload))
        const [method, service, query] = match ? JSON.parse(match[1]) : []
        if (method === 'find' && service === 'teachers' && query?.$sort) sorts.push(query.$sort)
      })
    page.on('websocket', record)
    try {
      await page.goto('/en/teachers')
      await page.getByTestId('row').first().waitFor()
      const rate = page.locator('[data-sort-field=hourlyRate]')
      await rate.click()
      await expect.poll(() => sorts.at(-1)).toEqual({ hourlyRate: 1, _id: 1 })
      expect(Object.keys(sorts.at(-1)!)).toEqual(['hourlyRate', '_id'])
      await rate.click()
      await expect.poll(() => sorts.at(-1)).toEqual({ hourlyRate: -1, _id: 1 })
      await rate.click()
      // Teachers sort by created, newest first, unless the user sorts otherwise (the first page of
      // that order may come from the cache, so the rows tell, not a find).
      await expect.poll(() => listState(page).sort).toBeUndefined()
      expect(await rate.getAttribute('data-sort-position')).toBeNull()
      const byCreated = await harness.server.request(
        'GET',
        '/api/teachers?$limit=10&$sort[created]=-1&$select[]=_id'
      )
      await page.waitForFunction(
        (first) => document.querySelector('[data-testid=row]')?.getAttribute('data-id') === first,
        byCreated.body.data[0]._id
      )
    } finally {
      page.off('websocket', record)
    }
  })

  it('R-PAGE-04, R-PAGE-05 rows per page and at most 10 page buttons; "all" shows every row', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    await page.getByTestId('page-size').click()
    await page.getByTestId('page-size-5').click()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=row]').length === 5)
    expect(await page.getByTestId('page-button').count()).toBe(10)
    await page.getByRole('button', { name: 'Page 3', exact: true }).click()
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=page-range]')?.textContent?.startsWith('11–15 of')
    )
    expect(listState(page)).toMatchObject({ page: 3, rowsPerPage: 5 })
    await page.goto('/en/regAreas')
    await page.getByTestId('row').first().waitFor()
    const areas = await apiTotal(harness, 'regAreas', {})
    expect(areas).toBeGreaterThan(10)
    await page.getByTestId('page-size').click()
    await page.getByTestId('page-size--1').click()
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid=row]').length === count,
      areas
    )
    expect(await page.getByTestId('page-button').count()).toBe(0)
  })

  it('R-PAGE-07, R-PAGE-08, R-LIST-10 selects the page, then all matching rows across pages, and deletes them after a count-stating confirmation', async () => {
    const created = await harness.server.request(
      'POST',
      '/api/contacts',
      Array.from({ length: 23 }, (_, index) => ({
        name: `Bulk test ${index}`,
        email: `bulk${index}@example.com`
      }))
    )
    expect(created.status).toBe(201)
    await page.goto(`/en/contacts?q=${encodeURIComponent(JSON.stringify({ keyword: 'Bulk test' }))}`)
    await expectTotal(page, 23)
    await page.getByTestId('select-page').click()
    const banner = page.getByTestId('selection-banner')
    await expect(banner.getAttribute('data-state')).resolves.toBe('pageAll')
    await page.getByTestId('select-all-matching').click()
    await expect(banner.getAttribute('data-state')).resolves.toBe('all')
    await expect(banner.textContent()).resolves.toContain('All 23 matching rows are selected.')
    await page.getByTestId('action-delete-selected').click()
    await expect(page.getByRole('dialog').textContent()).resolves.toContain('Delete 23 records?')
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('list-message').textContent()).resolves.toBe('No results')
    expect(await apiTotal(harness, 'contacts', { name: { $contains: 'Bulk test' } })).toBe(0)
  })

  it('R-LIST-09 deletes one row after confirmation', async () => {
    const created = await harness.server.request('POST', '/api/contacts', { name: 'Row delete test' })
    await page.goto(`/en/contacts?q=${encodeURIComponent(JSON.stringify({ keyword: 'Row delete test' }))}`)
    const row = page.locator(`[data-testid=row][data-id="${created.body._id}"]`)
    await row.getByTestId('row-delete').click()
    await expect(page.getByRole('dialog').textContent()).resolves.toContain('Row delete test')
    await page.getByTestId('confirm-delete').click()
    await row.waitFor({ state: 'detached' })
    expect((await harness.server.request('GET', `/api/contacts/${created.body._id}`)).status).toBe(404)
  })

  it('R-LIST-08 the teachers table fits a 1440 px screen in each language, with no column under the row buttons', async () => {
    for (const [locale, prefix] of [
      ['en-US', '/en'],
      ['zh-TW', ''],
      ['zh-CN', '/zh-cn']
    ]) {
      const wide = await harness.signedIn(harness.server.admin, {
        locale,
        width: 1440,
        height: 900,
        at: `${prefix}/teachers`
      })
      await wide.getByTestId('row').first().waitFor()
      const overflow = await wide.evaluate(() => {
        const table = document.querySelector('table')!
        return table.scrollWidth - table.parentElement!.clientWidth
      })
      expect(overflow, locale).toBeLessThanOrEqual(1)
      await wide.context().close()
    }
  })

  it('R-LIST-02 refresh finds the current query again', async () => {
    const finds: string[] = []
    const listen = (socket: WebSocket) =>
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"find","teachers"')) finds.push(payload)
      })
    page.on('websocket', listen)
    await page.goto(
      `/en/teachers?q=${encodeURIComponent(JSON.stringify({ keyword: '陳', rowsPerPage: 20 }))}`
    )
    await page.getByTestId('row').first().waitFor()
    const before = finds.length
    await page.getByTestId('action-refresh').click()
    await expect.poll(() => finds.length).toBeGreaterThan(before)
    const again = finds.at(-1)!
    expect(again).toContain('"$contains":"陳"')
    expect(again).toContain('"$limit":20,"$skip":0')
    page.off('websocket', listen)
  })

  it('R-LIST-01, R-ROLE-08, R-ROLE-13, R-IO-01 toolbar actions only as allowed; export downloads the file', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    for (const action of ['import', 'export', 'refresh', 'add'])
      await page.getByTestId(`action-${action}`).waitFor()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('action-export').click()
        await page.getByTestId('export-start').click()
      })()
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    await page.goto('/en/doctorgenders')
    await page.getByTestId('row').first().waitFor()
    await page.getByTestId('action-export').waitFor()
    expect(await page.getByTestId('action-import').count()).toBe(0)
    expect(await page.getByTestId('action-add').count()).toBe(0)
    expect(await page.getByTestId('row-delete').count()).toBe(0)

    const editorPage = await harness.signedIn(editor, { locale: 'en-US', at: '/en/appUsers' })
    await editorPage.getByTestId('row').first().waitFor()
    await editorPage.getByTestId('action-export').waitFor()
    expect(await editorPage.getByTestId('action-import').count()).toBe(0)
    expect(await editorPage.getByTestId('action-add').count()).toBe(0)
    await editorPage.goto('/en/admins')
    await expect(editorPage.getByTestId('error-page').textContent()).resolves.toContain('403')
    expect(await editorPage.getByTestId('row').count()).toBe(0)
    await editorPage.context().close()
  })

  it('R-IO-01, R-IO-05, R-IO-08 an exported file checks (dry run) and imports back, with the counts reported', async () => {
    await page.goto('/en/learningNewsTypes')
    await page.getByTestId('row').first().waitFor()
    const total = await apiTotal(harness, 'learningNewsTypes', {})
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByTestId('action-export').click()
        await page.getByTestId('export-start').click()
      })()
    ])
    const file = await download.path()
    await page.getByTestId('action-import').click()
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'types.csv',
        mimeType: 'text/csv',
        buffer: fs.readFileSync(file)
      })
    await page.getByRole('button', { name: 'Check file' }).click()
    const report = page.getByTestId('import-report')
    await expect.poll(() => report.textContent()).toContain('nothing has been saved yet')
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(`Imported: 0 new, ${total} updated, 0 failed`)
  })

  it('R-LIST-08, R-SCH-09 rows expand: a teacher shows its intro, a lesson its joins', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().getByTestId('row-expand').click()
    await expect(page.getByTestId('row-details').textContent()).resolves.toContain('Introduction')
    await page.goto('/en/lessons')
    const lesson = page.getByTestId('row').first()
    const id = await lesson.getAttribute('data-id')
    await lesson.getByTestId('row-expand').click()
    const joins = await apiTotal(harness, 'lessonJoins', { lesson: id })
    await expect
      .poll(() => page.getByTestId('linked-rows').textContent())
      .toContain(joins === 1 ? '1 row' : `${joins} rows`)
  })

  it('has no serious accessibility violation on a list page (axe)', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('R-LIST-11 at 390 px rows are cards and the search opens in a dialog', async () => {
    const phone = await harness.signedIn(harness.server.admin, {
      locale: 'en-US',
      width: 390,
      height: 844,
      at: '/en/teachers'
    })
    const card = phone.getByTestId('row').first()
    await card.waitFor()
    expect(await card.evaluate((element) => element.tagName)).toBe('DIV')
    expect((await card.boundingBox())!.width).toBeLessThan(390)
    expect(await phone.getByTestId('search').isVisible()).toBe(false)
    await phone.getByTestId('search-open').click()
    await phone.getByRole('dialog').getByTestId('search').fill('chan')
    await phone.getByRole('button', { name: 'Done' }).click()
    await phone.waitForFunction(() => new URL(location.href).searchParams.get('q')?.includes('chan'))
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The title keeps its room: Add stays a button, the other actions share the "more" menu.
    const title = phone.locator('header h1')
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    await phone.getByTestId('action-add').waitFor()
    expect(await phone.getByTestId('action-export').count()).toBe(0)
    await phone.getByTestId('more-actions').click()
    await phone.getByRole('menuitem', { name: 'Export' }).click()
    await phone.getByRole('dialog').waitFor()
    await phone.context().close()
  })

  it('keyboard: / focuses the search, arrows move between rows, Space selects, Enter opens', async () => {
    await page.goto('/en/teachers')
    await page.getByTestId('row').first().waitFor()
    await page.locator('body').press('/')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search')
    await page.getByTestId('row').first().focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const third = await page.getByTestId('row').nth(2).getAttribute('data-id')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-id'))).toBe(third)
    await page.keyboard.press(' ')
    await expect(page.getByTestId('row').nth(2).getAttribute('aria-selected')).resolves.toBe('true')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/en/teachers/edit/${third}`)
  })

  it('live rows: a row changed by another client updates in place, without reload or scroll', async () => {
    await page.goto('/en/teachers?q=' + encodeURIComponent(JSON.stringify({ rowsPerPage: 100 })))
    await page.getByTestId('row').nth(99).waitFor()
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
      window.scrollTo(0, 1200)
    })
    const row = page.getByTestId('row').nth(40)
    const id = await row.getAttribute('data-id')
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(
      (await harness.server.request('PATCH', `/api/teachers/${id}`, { name: 'Changed elsewhere' })).status
    ).toBe(200)
    await page.waitForFunction(
      (rowId) =>
        document
          .querySelector(`[data-testid=row][data-id="${rowId}"]`)
          ?.textContent?.includes('Changed elsewhere'),
      id
    )
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  it('R-VL-01..05, R-RT-10 the virtual list scrolls to row 500 with few rows in the DOM; ?edit opens a row', async () => {
    const more = await harness.server.request(
      'POST',
      '/api/appUsers',
      Array.from({ length: 300 }, (_, index) => ({
        name: { lastName: 'Scroll', firstName: `${index}` },
        email: `scroll${index}@example.com`
      }))
    )
    expect(more.status).toBe(201)
    await page.goto('/en/appUsers')
    const list = page.getByTestId('virtual-list')
    await page.getByTestId('row').first().waitFor()
    expect(
      await page.locator('[data-row-index="0"]').evaluate((row) => row.getBoundingClientRect().height)
    ).toBe(41)
    const widths = await page
      .locator('[data-row-index="0"] > span')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    expect(widths[0]).toBe(50)
    expect(widths[2]).toBe(180)
    await list.evaluate((element) => element.scrollTo(0, 499 * 41))
    await page.waitForFunction(
      () => document.querySelector('[data-row-index="499"]')?.getAttribute('data-testid') === 'row'
    )
    await expect(page.locator('[data-row-index="499"] .vl-index').textContent()).resolves.toBe('500')
    const rendered = await page.getByTestId('row').count()
    expect(rendered).toBeGreaterThan(10)
    expect(rendered).toBeLessThan(100)
    const id = await page.locator('[data-row-index="499"]').getAttribute('data-id')
    await page.locator('[data-row-index="499"]').getByTestId('row-open').click()
    expect(new URL(page.url()).searchParams.get('edit')).toBe(id)
    // The row's editor opens in the list's place; back, the list is where it was.
    await page.getByTestId('editor').waitFor()
    const opened = (await harness.server.request('GET', `/api/appUsers/${id}`)).body
    await expect(page.inputValue('input[name="email"]')).resolves.toBe(opened.email)
    await page.goBack()
    await page.getByTestId('editor').waitFor({ state: 'detached' })
    await expect(page.locator('[data-row-index="499"]').getAttribute('data-id')).resolves.toBe(id)
    expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(400 * 41)
    // A new search starts over from the first row.
    await page.getByTestId('search').fill('scroll1')
    await page.waitForFunction(
      () => document.querySelector('[data-testid=row-count]')?.textContent === '111 rows'
    )
  })
})
