import fs from 'node:fs'
import path from 'node:path'
import { buildMenu, type MenuEntry, type SchemasAnswer } from '@tutor-admin/shared'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

const SHOTS = process.env.LIST_FIT_SHOTS_DIR ?? '/tmp/list-fit-shots'
const LANGUAGES = [
  ['', 'cht', 'zh-HK'],
  ['/zh-cn', 'chs', 'zh-CN'],
  ['/en', 'en', 'en-US']
] as const
/** Common laptop widths among staff. */
const LAPTOPS = [1280, 1366]
/** Every list's route at both widths in three languages. */
const ALL_LISTS_TIMEOUT = 600_000

/** Every page path of a menu, depth first. */
const pagePaths = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => (entry.kind === 'page' ? [entry.path] : pagePaths(entry.children)))

/** Waits for a list's rows (or its message), and for the labels of its references ("…" meanwhile). */
const listShown = async (page: Page) => {
  await page.locator('[data-testid=row], [data-testid=list-message]:not(:empty)').first().waitFor()
  await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('…'))
}

/** Opens a page of the console as its links do, without loading the console again, and waits for its list. */
const openList = async (page: Page, url: string) => {
  if (new URL(page.url()).pathname === url) return listShown(page)
  const before = await page.$('main table, main [data-testid=virtual-list]')
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, url)
  if (before) await page.waitForFunction((element) => !element.isConnected, before)
  await listShown(page)
}

/** The page at another width, once its lists have fitted their columns to it. */
const resize = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))))
  )
}

/**
 * What of a list does not fit its width: the list scrolling sideways, and each heading or cell of
 * its columns whose text is cut (an element clipping it, or a text ending in "…"). A long text
 * clamped to two lines is no fault when it carries the whole text in a tooltip.
 */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = []
    const box = document.querySelector<HTMLElement>(
      '[data-testid=virtual-list], main .MuiTableContainer-root'
    )
    if (!box) return ['no list']
    if (box.scrollWidth > box.clientWidth + 1)
      found.push(`scrolls sideways: ${box.scrollWidth} px in ${box.clientWidth} px`)
    const actions = box.querySelector('td.actions, .vl-actions')?.getBoundingClientRect()
    if (actions && actions.right > box.getBoundingClientRect().right + 1)
      found.push('row buttons out of view')
    const virtual = box.dataset.testid === 'virtual-list'
    const cells = [
      ...box.querySelectorAll<HTMLElement>(
        virtual ? '.vl-head .vl-cell, [data-testid=row] .vl-cell' : 'thead th, tr[data-testid=row] td'
      )
    ].filter((cell) => virtual || (cell.previousElementSibling && cell.nextElementSibling))
    for (const cell of cells) {
      const text = cell.textContent?.trim() ?? ''
      const cut = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some((element) => {
        const style = getComputedStyle(element)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') return false
        if (element.scrollWidth > element.clientWidth + 1) return true
        return element.scrollHeight > element.clientHeight + 1 && !element.closest('[title]')
      })
      if (cut || text.endsWith('…')) found.push(`cut: "${text}"`)
    }
    return found
  })

/** The headings of the data columns shown. */
const headings = async (page: Page) =>
  (await page.locator('thead th.heading, .vl-head .vl-cell').allTextContents()).map((text) => text.trim())

describe('every list’s own columns fit laptop widths in each language (R-LIST-08)', () => {
  let harness: ConsoleHarness
  let paths: string[]
  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    const answer = (await harness.server.request('GET', '/api/schemas')).body as SchemasAnswer
    paths = pagePaths(buildMenu(answer, harness.server.admin.user))
  })
  afterAll(() => harness?.stop())

  it(
    'shows whole headings and cells and the row buttons of every list at 1280 and 1366 px, without scrolling sideways',
    async () => {
      expect(paths.length).toBeGreaterThan(40)
      const faults: string[] = []
      for (const [prefix, lang, locale] of LANGUAGES) {
        const page = await harness.signedIn(harness.server.admin, {
          locale,
          width: LAPTOPS[0],
          height: 800,
          at: `${prefix}${paths[0]}`
        })
        // Each list opens at the width the last one ended at and is then seen at the other: one
        // resize per list (they cost a layout of the whole page) and both ways of coming to a width.
        let widths = LAPTOPS
        for (const list of paths) {
          await openList(page, `${prefix}${list}`)
          for (const [index, width] of widths.entries()) {
            if (index > 0) await resize(page, width)
            for (const fault of await misfits(page)) faults.push(`${lang} ${list} at ${width} px: ${fault}`)
          }
          widths = [...widths].reverse()
        }
        // The teachers list, where staff found its last column cut, shows every column of its own.
        await openList(page, `${prefix}/teachers`)
        for (const width of LAPTOPS) {
          await resize(page, width)
          const shown = await headings(page)
          if (shown.length !== 8) faults.push(`${lang} /teachers at ${width} px: shows ${shown.join(', ')}`)
        }
        await page.context().close()
      }
      expect(faults).toEqual([])
    },
    ALL_LISTS_TIMEOUT
  )

  it('leaves the last of a list’s own columns out where they cannot fit, and the chooser offers them', async () => {
    const page = await harness.signedIn(harness.server.admin, {
      locale: 'en-US',
      width: 1024,
      height: 800,
      at: '/en/findTeachers'
    })
    await listShown(page)
    const shown = await headings(page)
    expect(shown.length).toBeLessThan(9)
    expect(shown[0]).toBe('Name')
    expect(await misfits(page)).toEqual([])
    const left = Number(await page.getByTestId('columns-button').getAttribute('data-hidden'))
    expect(left).toBe(9 - shown.length)
    expect(await page.getByTestId('columns-button').getAttribute('aria-label')).toContain('Created')
    await page.getByTestId('columns-button').click()
    const created = page.locator('[data-testid=column-choice][data-field=created]')
    expect(await created.getByRole('checkbox').isChecked()).toBe(false)
    expect(await created.textContent()).toContain('Left out to fit the width')
    // Ticked, it shows: the person's own columns show whole, the list scrolling sideways if it must.
    await created.getByRole('checkbox').check()
    await page.getByTestId('columns-save').click()
    await expect.poll(() => headings(page)).toContain('Created')
    expect(await page.getByTestId('columns-button').getAttribute('data-hidden')).toBe('0')
    await page.getByTestId('columns-button').click()
    await page.getByTestId('columns-reset').click()
    await expect.poll(() => headings(page)).toEqual(shown)
    // Wider, all of them come back.
    await page.setViewportSize({ width: 1920, height: 900 })
    await expect.poll(async () => (await headings(page)).length).toBe(9)
    await page.context().close()
  })

  it('shades the sticky row buttons while columns lie beneath them', async () => {
    await harness.server.request('POST', '/api/listSettings', {
      list: '/teachers',
      columns: ['name', 'email', 'phone', 'area', 'areas', 'subjects', 'hourlyRate', 'status', 'created'].map(
        (field) => ({ field })
      )
    })
    const page = await harness.signedIn(harness.server.admin, {
      locale: 'en-US',
      width: 1024,
      height: 800,
      at: '/en/teachers'
    })
    await listShown(page)
    const box = page.locator('main .MuiTableContainer-root')
    // The shadow is drawn beside the cell, as browsers paint none on a table's collapsed cells.
    const shadow = () =>
      page
        .locator('tr[data-testid=row] td.actions')
        .first()
        .evaluate((cell) => getComputedStyle(cell, '::before').backgroundImage)
    await expect.poll(() => box.getAttribute('data-more-right')).toBe('')
    expect(await shadow()).toContain('linear-gradient')
    await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    await expect.poll(() => box.getAttribute('data-more-right')).toBeNull()
    expect(await shadow()).toBe('none')
    await page.context().close()
    const kept = await harness.server.request('GET', '/api/listSettings?list=/teachers')
    for (const record of kept.body.data)
      await harness.server.request('DELETE', `/api/listSettings/${record._id}`)
  })

  it('takes screenshots of three lists at 1280, 1366 and 1440 px and on a phone, in each language', async () => {
    fs.mkdirSync(SHOTS, { recursive: true })
    for (const [prefix, lang, locale] of LANGUAGES) {
      const lists = ['/teachers', '/findTeachers', '/appUsers']
      const page = await harness.signedIn(harness.server.admin, {
        locale,
        width: LAPTOPS[0],
        height: 844,
        at: `${prefix}${lists[0]}`
      })
      for (const list of lists) {
        // Back at a laptop's width (the last list ended on a phone's) before the next list opens.
        await resize(page, LAPTOPS[0])
        await openList(page, `${prefix}${list}`)
        if (list === '/teachers') expect(await seriousViolations(page)).toEqual([])
        // Each width as the list fits itself to it on resizing.
        for (const width of [...LAPTOPS, 1440, 390]) {
          await resize(page, width)
          await listShown(page)
          await page.screenshot({ path: path.join(SHOTS, `${list.slice(1)}-${lang}-${width}.png`) })
        }
      }
      await page.context().close()
    }
  }, 300_000)
})
