import fs from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { screenshotViews } from './support/screenshotViews'

const SHOTS = process.env.PALETTE_SHOTS_DIR ?? '/tmp/shots-palette'
const TEACHER = { name: '歐陽志明老師', email: 'oyang.palette@tutors.example' }
const APP_USER_EMAIL = 'dragon.palette@app.example'

/** Opens the palette with Ctrl+K (again while the console takes over the server-rendered page). */
const openPalette = async (page: Page) => {
  const input = page.getByTestId('palette-input')
  for (let tries = 0; !(await input.isVisible()); tries++) {
    if (tries === 20) throw new Error('Ctrl+K opened no palette')
    await page.keyboard.press('Control+k')
    await input.waitFor({ timeout: 500 }).catch(() => {})
  }
  return input
}

/** Opens the palette and types a term; answers the palette's options once one holds `expected`. */
const searchFor = async (page: Page, term: string, expected?: string) => {
  const input = await openPalette(page)
  await input.fill(term)
  const options = page.getByTestId('palette-option')
  if (expected) await options.filter({ hasText: expected }).first().waitFor()
  return options
}

/**
 * The command palette and the keyboard (issue "Command palette", "Keyboard-first lists"): Ctrl+K
 * finds records of every collection the role may read, pages and actions; arrows and Enter open a
 * record's editor, Ctrl+S saves it; `?` lists the shortcuts; j, k, x and Enter work on a list.
 */
describe('command palette and keyboard shortcuts', () => {
  let harness: ConsoleHarness
  let teacherId: string
  beforeAll(async () => {
    harness = await startConsole()
    const { server } = harness
    const teacher = await server.request('POST', '/api/teachers', TEACHER)
    teacherId = teacher.body._id
    await server.request('POST', '/api/teachers', [
      { name: 'Palette Row One', email: 'row1@tutors.example' },
      { name: 'Palette Row Two', email: 'row2@tutors.example' }
    ])
    await server.request('POST', '/api/appUsers', { email: APP_USER_EMAIL })
  })
  afterAll(() => harness?.stop())

  it('an administrator finds records, pages and staff, and opens one with the keyboard', async () => {
    const page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    await page.goto('/en/dashboard')
    await page.getByTestId('palette-open').waitFor()
    await searchFor(page, '志明老', TEACHER.name)
    expect(await seriousViolations(page, '[data-testid=palette]')).toEqual([])
    const appUser = await searchFor(page, 'dragon.pal', APP_USER_EMAIL)
    expect(await appUser.count()).toBeGreaterThan(0)
    await searchFor(page, 'admin@test', 'admin@test.local')
    // Pages and actions by their names in the console's language.
    await searchFor(page, 'Teach', 'New: Teachers')

    // Arrows move through the results (wrapping at the ends), Enter opens the chosen one.
    const found = await searchFor(page, '志明老', TEACHER.name)
    expect(await found.count()).toBe(1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    expect(await found.first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `/en/teachers/edit/${teacherId}`)

    // Ctrl+S saves while typing in the editor.
    const name = page.locator('input[name=name]')
    await name.click()
    await name.press('End')
    await name.pressSequentially(' 2')
    await page.keyboard.press('Control+s')
    await expect
      .poll(async () => (await harness.server.request('GET', `/api/teachers/${teacherId}`)).body.name)
      .toBe(`${TEACHER.name} 2`)

    // A save goes back where the editor was opened from (the dashboard, here).
    await page.waitForURL((url) => url.pathname === '/en/dashboard')

    // `?` lists the shortcuts; Esc closes them.
    await page.goto('/en/teachers')
    const rows = page.getByTestId('row')
    await rows.first().waitFor()
    await page.keyboard.press('?')
    const help = page.getByTestId('shortcuts')
    await help.getByText('Keyboard shortcuts').waitFor()
    await help.getByText('Next row').waitFor()
    expect(await seriousViolations(page, '[data-testid=shortcuts]')).toEqual([])
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'detached' })

    // j and k move between rows, x selects and unselects, e edits the selected rows, Enter opens.
    const focusedRow = () => page.evaluate(() => document.activeElement?.getAttribute('data-row-index'))
    await page.keyboard.press('j')
    expect(await focusedRow()).toBe('0')
    await page.keyboard.press('j')
    expect(await focusedRow()).toBe('1')
    await page.keyboard.press('k')
    expect(await focusedRow()).toBe('0')
    await page.keyboard.press('x')
    await expect.poll(() => rows.first().getAttribute('aria-selected')).toBe('true')
    // e: the list's "Edit selected".
    await page.keyboard.press('e')
    const bulkEdit = page.getByTestId('bulk-edit-dialog')
    await bulkEdit.waitFor()
    await page.keyboard.press('Escape')
    await bulkEdit.waitFor({ state: 'detached' })
    await page.keyboard.press('x')
    await expect.poll(() => rows.first().getAttribute('aria-selected')).toBe('false')
    const firstId = await rows.first().getAttribute('data-id')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === `/en/teachers/edit/${firstId}`)
  })

  it('an editor never sees staff accounts; the palette and the shortcuts in each language on a phone and a desktop', async () => {
    const editor = await harness.server.createUser({ role: 'editor' })
    const page = await harness.signedIn(editor, { locale: 'zh-HK' })
    await page.getByTestId('palette-open').first().waitFor()
    await searchFor(page, 'dragon.pal', APP_USER_EMAIL)
    const staff = await searchFor(page, 'admin@test')
    await page.getByRole('status').filter({ hasText: '找不到相符的項目' }).waitFor()
    expect(await staff.count()).toBe(0)
    await page.keyboard.press('Escape')

    await fs.mkdir(SHOTS, { recursive: true })
    for (const prefix of ['', '/zh-cn', '/en'] as const) {
      await page.goto(`${prefix}/dashboard`)
      for (const view of screenshotViews.filter((candidate) => candidate.prefix === prefix)) {
        await page.setViewportSize({ width: view.width, height: view.height })
        await searchFor(page, '志明老', TEACHER.name)
        // The dialog fades in: shot once it stands still.
        await page.waitForTimeout(300)
        await page.screenshot({ path: path.join(SHOTS, `palette-${view.lang}-${view.width}.png`) })
        await page.keyboard.press('Escape')
        await page.getByTestId('palette').waitFor({ state: 'detached' })
        // The shortcuts, in the language of the page.
        await page.keyboard.press('?')
        await page.getByTestId('shortcuts').waitFor()
        await page.waitForTimeout(300)
        await page.screenshot({ path: path.join(SHOTS, `shortcuts-${view.lang}-${view.width}.png`) })
        await page.keyboard.press('Escape')
        await page.getByTestId('shortcuts').waitFor({ state: 'detached' })
      }
    }
  })
})
