import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'

/**
 * Two people editing one record (R-ED-04, R-ED-06, R-AUTH-14): each sees the other in the editor,
 * the list marks the record, and the later save meets the conflict view, where keeping mine or
 * theirs per field decides what is saved.
 */
describe('safe saves and presence in the editor', () => {
  let harness: ConsoleHarness
  let chan: Page
  let lee: Page
  let admin: Page
  let teacherId: string

  beforeAll(async () => {
    harness = await startConsole()
    const [first, second] = await Promise.all([
      harness.server.createUser({ role: 'editor', name: '陳小姐' }),
      harness.server.createUser({ role: 'editor', name: 'Mr Lee' })
    ])
    const teacher = await harness.server.request('POST', '/api/teachers', {
      name: 'Wong',
      phone: '1111',
      email: 'wong@example.com'
    })
    teacherId = teacher.body._id
    ;[chan, lee, admin] = await Promise.all([
      harness.signedIn(first, { locale: 'en-US' }),
      harness.signedIn(second, { locale: 'en-US' }),
      harness.signedIn(harness.server.admin, { locale: 'en-US' })
    ])
  })
  afterAll(() => harness?.stop())

  const openEditor = async (page: Page) => {
    await page.goto(`/en/teachers/edit/${teacherId}`)
    await page.locator('input[name="name"]').waitFor()
  }
  const presence = (page: Page) => page.getByTestId('presence')

  it('shows who else has the record open, in the editor and as a mark on the list row', async () => {
    await admin.goto('/en/teachers')
    const row = admin.locator(`[data-testid=row][data-id="${teacherId}"]`)
    await row.waitFor()
    expect(await row.getByTestId('row-editing').count()).toBe(0)
    await openEditor(chan)
    await openEditor(lee)
    await presence(chan).getByText('Mr Lee is editing').waitFor()
    await presence(lee).getByText('陳小姐 is editing').waitFor()
    const mark = row.getByTestId('row-editing')
    await mark.waitFor()
    expect(await mark.getAttribute('title')).toBe('陳小姐 and Mr Lee are editing')
  })

  it('the later save opens the conflict view; keeping theirs and mine per field saves the merge', async () => {
    await chan.fill('input[name="name"]', 'Wong Siu Ming')
    await chan.fill('input[name="phone"]', '2222')
    await chan.getByTestId('editor-save').click()
    await chan.waitForURL('**/en/teachers')
    // Leaving the editor ends the presence there.
    await presence(lee).waitFor({ state: 'hidden' })

    await lee.fill('input[name="name"]', 'Wong Tai Man')
    await lee.fill('input[name="email"]', 'lee@example.com')
    await lee.getByTestId('editor-save').click()
    const view = lee.getByTestId('conflict-view')
    await view.waitFor()
    const item = (key: string) => view.locator(`[data-testid=conflict-item][data-key="${key}"]`)
    expect(
      await view.getByTestId('conflict-item').evaluateAll((nodes) => nodes.map((node) => node.dataset.key))
    ).toEqual(['name', 'email', 'phone'])
    expect(await item('name').textContent()).toContain('Changed by both')
    // Proposed: mine where I changed it, theirs where only they did.
    expect(await item('email').getByTestId('conflict-mine').isChecked()).toBe(true)
    expect(await item('phone').getByTestId('conflict-theirs').isChecked()).toBe(true)
    await item('name').getByTestId('conflict-theirs').check()
    await view.getByTestId('conflict-save').click()
    await lee.waitForURL('**/en/teachers')

    const saved = await harness.server.request('GET', `/api/teachers/${teacherId}`)
    expect(saved.body).toMatchObject({ name: 'Wong Siu Ming', phone: '2222', email: 'lee@example.com' })
    await admin.locator(`[data-testid=row][data-id="${teacherId}"] [data-testid=row-editing]`).waitFor({
      state: 'detached'
    })
  })
})
