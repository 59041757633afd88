import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page, Route } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Account } from '../../server/test/support/test-server'
import { seriousViolations } from './support/axe'
import { SCREENSHOTS_TIMEOUT } from './support/screenshotViews'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { pngFile } from './support/pictures'

const SHOTS = process.env.MEDIA_SHOTS_DIR ?? '/tmp/media-shots'
const REPLACES = '**/api/attachments/*/file'
/** A name no demo picture has, so that a search finds only the test's own files. */
const tag = crypto.randomBytes(3).toString('hex')

const grid = (page: Page) => page.getByTestId('media-page').getByTestId('media-grid')
const details = (page: Page) => page.getByTestId('media-page').getByTestId('media-details')
const tileOf = (page: Page, id: string) => grid(page).locator(`[data-testid=media-tile][data-id="${id}"]`)

/** The colour at the middle of an image on the page, read through a canvas once it has loaded. */
const middleColour = async (page: Page, selector: string) => {
  await page.waitForFunction((selector) => {
    const img = document.querySelector<HTMLImageElement>(selector)
    return Boolean(img?.complete && img.naturalWidth > 0)
  }, selector)
  return page.evaluate((selector) => {
    const img = document.querySelector<HTMLImageElement>(selector)!
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(img, 0, 0)
    const [r, g, b] = context.getImageData(img.naturalWidth >> 1, img.naturalHeight >> 1, 1, 1).data
    return [r, g, b]
  }, selector)
}

/** The colour a test picture of this hue is drawn with. */
const colourOf = async (hue: number) => {
  const { data } = await sharp({
    create: { width: 1, height: 1, channels: 3, background: `hsl(${hue}, 70%, 50%)` }
  })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return [...data]
}

/** A use of the news item's cover as the details panel names it (the record's title in either language). */
const useOf = (title: string) => new RegExp(`News · (封面|Cover) ${title} \\(`)

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - expected[index]) <= 16)

describe('media chores in the browser: the Media page, alt texts, replacing and deleting files (R-MED-05, R-MED-06)', () => {
  let harness: ConsoleHarness
  let page: Page
  let editor: Account
  /** A picture a news item shows, and one no record uses. */
  let used: Record<string, any>
  let news: Record<string, any>

  const upload = async (name: string, width: number, height: number, hue: number) => {
    const file = await pngFile(name, width, height, hue)
    const form = new FormData()
    form.append('file', new Blob([file.buffer], { type: file.mimeType }), name)
    const answer = await fetch(`${harness.server.url}/api/attachments/upload/others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${harness.server.token}` },
      body: form
    })
    expect(answer.status).toBe(201)
    return ((await answer.json()) as { info: { _id: string; name: string } & Record<string, any> }).info
  }
  const attachment = async (id: string) =>
    (await harness.server.request('GET', `/api/attachments/${id}`)).body

  const openMedia = async (target: Page, prefix = '/en') => {
    await target.goto(`${prefix}/media`)
    await grid(target).getByTestId('media-tile').first().waitFor()
  }
  const search = async (target: Page, text: string) => {
    await target.getByTestId('media-page').getByTestId('media-search').fill(text)
  }
  /** Selects a file by a search for its name, and waits until its uses are known. */
  const select = async (target: Page, item: { _id: string; name: string }) => {
    await search(target, item.name)
    await tileOf(target, item._id).click()
    await details(target).getByText(item.name).first().waitFor()
    await details(target).getByTestId('media-uses-loading').waitFor({ state: 'detached' })
  }

  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true' })
    editor = await harness.server.signIn({ role: 'editor' })
    used = await upload(`used-${tag}.png`, 480, 320, 120)
    news = (
      await harness.server.request('POST', '/api/news', {
        title: { cht: `封面 ${tag}`, en: `Cover ${tag}` },
        cover: used._id
      })
    ).body
    expect(news._id).toBeTruthy()
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
  })
  afterAll(() => harness?.stop())

  it('opens the Media page from the menu: every file newest first, upload, search, uses, delete an unused file', async () => {
    await page.getByTestId('menu').getByRole('link', { name: 'Media', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/en/media')
    await grid(page).getByTestId('media-tile').first().waitFor()
    const newest = (await harness.server.request('GET', '/api/attachments?$sort[date]=-1&$limit=40')).body
    await expect
      .poll(() =>
        grid(page)
          .getByTestId('media-tile')
          .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-id')))
      )
      .toEqual(newest.data.map((item: { _id: string }) => item._id))

    await page
      .getByTestId('media-page')
      .getByTestId('media-file-input')
      .setInputFiles(await pngFile(`fresh-${tag}.png`, 200, 200, 300))
    const fresh = grid(page).locator(`[data-testid=media-tile][aria-label^="fresh-${tag}.png"]`)
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[data-testid=media-page] [data-testid=media-tile][aria-label^="${name}"]`)
          ?.getAttribute('data-state') === 'ready',
      `fresh-${tag}.png`
    )
    const freshId = (await fresh.getAttribute('data-id'))!
    expect(await attachment(freshId)).toMatchObject({ name: `fresh-${tag}.png`, dir: 'others', width: 200 })

    // Search by name: only the matching files.
    await search(page, `-${tag}.png`)
    await expect
      .poll(() =>
        grid(page)
          .getByTestId('media-tile')
          .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-id')))
      )
      .toEqual([freshId, used._id])
    // Where a file is used.
    await tileOf(page, used._id).click()
    await details(page).getByTestId('media-uses').getByText(useOf(tag)).waitFor()
    // An unused file is deleted.
    await tileOf(page, freshId).click()
    await details(page).getByText('Not used by any record').waitFor()
    await details(page).getByTestId('media-delete').click()
    await page.getByRole('dialog').getByText(`“fresh-${tag}.png” will be deleted for good.`).waitFor()
    await page.getByTestId('confirm-delete').click()
    await tileOf(page, freshId).waitFor({ state: 'detached' })
    expect((await harness.server.request('GET', `/api/attachments/${freshId}`)).status).toBe(404)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('edits the alt texts in three languages and saves them; a text over the limit is refused under its box', async () => {
    const item = await upload(`alt-${tag}.png`, 300, 200, 40)
    await select(page, item)
    const form = details(page).getByTestId('media-edit')
    await form.getByTestId('media-edit-alt-cht').fill('綠色的方塊')
    await form.getByTestId('media-edit-alt-chs').fill('绿色的方块')
    await form.getByTestId('media-edit-alt-en').fill('A green square')
    expect(await seriousViolations(page)).toEqual([])
    await form.getByTestId('media-edit-name').fill(`renamed-${tag}.png`)
    await form.getByTestId('media-edit-save').click()
    await page.getByRole('status').getByText('Saved').waitFor()
    const saved = await attachment(item._id)
    expect(saved).toMatchObject({
      name: `renamed-${tag}.png`,
      alt: [
        { lang: 'cht', value: '綠色的方塊' },
        { lang: 'chs', value: '绿色的方块' },
        { lang: 'en', value: 'A green square' }
      ]
    })
    // Shown as saved, and the picture says its alt text in the interface's language.
    await expect(form.getByTestId('media-edit-alt-en').inputValue()).resolves.toBe('A green square')
    await expect(form.getByTestId('media-edit-save').isDisabled()).resolves.toBe(true)
    await expect(details(page).getByTestId('media-details-image').getAttribute('alt')).resolves.toBe(
      'A green square'
    )

    await form.getByTestId('media-edit-alt-en').fill('x'.repeat(251))
    await form.getByText('251 / 250').waitFor()
    await form.getByTestId('media-edit-save').click()
    await expect(form.getByTestId('media-edit-alt-error').textContent()).resolves.toBe(
      'At most 250 characters'
    )
    await expect(form.getByTestId('media-edit-alt-en').getAttribute('aria-invalid')).resolves.toBe('true')
    expect((await attachment(item._id)).alt).toEqual(saved.alt)
    // Changing the text again clears the problem.
    await form.getByTestId('media-edit-alt-en').fill('A green square')
    await form.getByTestId('media-edit-alt-error').waitFor({ state: 'detached' })
  })

  it('replaces the file with upload progress and shows the new picture everywhere, same id and uses', async () => {
    await select(page, { _id: used._id, name: used.name })
    const oldSrc = (await details(page).getByTestId('media-details-image').getAttribute('src'))!
    expect(near(await middleColour(page, '[data-testid=media-details-image]'), await colourOf(120))).toBe(
      true
    )
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const hold = (route: Route) => held.then(() => route.continue())
    await page.route(REPLACES, hold)
    await details(page)
      .getByTestId('media-replace-input')
      .setInputFiles(await pngFile('sunset.png', 300, 500, 20))
    await details(page).getByTestId('media-replace-progress').waitFor()
    await expect(details(page).getByTestId('media-replace').isDisabled()).resolves.toBe(true)
    release()
    await details(page).getByTestId('media-replace-progress').waitFor({ state: 'detached' })
    await page.unroute(REPLACES, hold)
    await page.getByRole('status').getByText(`The file of “${used.name}” was replaced`).waitFor()

    const now = await attachment(used._id)
    expect(now).toMatchObject({ _id: used._id, name: used.name, width: 300, height: 500 })
    expect(now.src).not.toBe(used.src)
    await details(page).getByText('300 × 500 px').waitFor()
    await expect
      .poll(() => details(page).getByTestId('media-details-image').getAttribute('src'))
      .not.toBe(oldSrc)
    const tileImage = `[data-testid=media-page] [data-testid=media-tile][data-id="${used._id}"] img`
    await expect.poll(() => page.locator(tileImage).getAttribute('src')).toBe(now.thumb)
    const sunset = await colourOf(20)
    expect(near(await middleColour(page, tileImage), sunset)).toBe(true)
    expect(near(await middleColour(page, '[data-testid=media-details-image]'), sunset)).toBe(true)
    // Still used by the news item.
    await details(page).getByTestId('media-uses').getByText(useOf(tag)).waitFor()
  })

  it('keeps Delete disabled until the uses of the file are known', async () => {
    const item = await upload(`slow-${tag}.png`, 120, 120, 200)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The server answers where the file is used only when released.
    harness.server.app.service('attachmentUsage').hooks({ before: { get: [() => held] } })
    await search(page, item.name)
    await tileOf(page, item._id).click()
    await details(page).getByTestId('media-uses-loading').waitFor()
    await expect(details(page).getByTestId('media-delete').isDisabled()).resolves.toBe(true)
    await page.waitForTimeout(300)
    await expect(details(page).getByTestId('media-delete').isDisabled()).resolves.toBe(true)
    release()
    await details(page).getByText('Not used by any record').waitFor()
    await expect(details(page).getByTestId('media-delete').isEnabled()).resolves.toBe(true)
  })

  it('as an editor: a file in use says why it cannot be deleted and offers no Delete; the API refuses the forced delete', async () => {
    const editorPage = await harness.signedIn(editor, { locale: 'en-US' })
    await openMedia(editorPage)
    await select(editorPage, { _id: used._id, name: used.name })
    const blocked = details(editorPage).getByTestId('media-delete-blocked')
    await expect(blocked.textContent()).resolves.toBe(
      'It is used in 1 place, so it cannot be deleted: only an administrator may delete a file in use. Take it out of that record first, or ask an administrator.'
    )
    expect(await details(editorPage).getByTestId('media-delete').count()).toBe(0)
    fs.mkdirSync(SHOTS, { recursive: true })
    await blocked.scrollIntoViewIfNeeded()
    await editorPage.screenshot({ path: path.join(SHOTS, 'blocked-en-1440.png') })
    await details(editorPage).getByTestId('media-uses').getByText(useOf(tag)).waitFor()
    // The editor may still edit its alt texts and replace it.
    await details(editorPage).getByTestId('media-edit').waitFor()
    await details(editorPage).getByTestId('media-replace').waitFor()
    // An unused file: Delete.
    const lone = await upload(`lone-${tag}.png`, 100, 100, 260)
    await select(editorPage, lone)
    await expect(details(editorPage).getByTestId('media-delete').isEnabled()).resolves.toBe(true)
    // What the library no longer offers, the API refuses too.
    expect((await editor.request('DELETE', `/api/attachments/${used._id}?force=true`)).status).toBe(403)
    expect((await editor.request('DELETE', `/api/attachments/${used._id}`)).status).toBe(409)
    expect((await attachment(used._id))._id).toBe(used._id)
    await editorPage.context().close()
  })

  it('as an administrator: the forced delete names every use before it is confirmed', async () => {
    await select(page, { _id: used._id, name: used.name })
    await details(page).getByTestId('media-delete').click()
    const dialog = page.getByRole('dialog')
    await dialog
      .getByText(
        new RegExp(`It is used in 1 place: ${useOf(tag).source}.*That record will no longer show it\\.`)
      )
      .waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect((await attachment(used._id))._id).toBe(used._id)
    await details(page).getByTestId('media-delete').click()
    await page.getByTestId('confirm-delete').click()
    await tileOf(page, used._id).waitFor({ state: 'detached' })
    expect((await harness.server.request('GET', `/api/attachments/${used._id}`)).status).toBe(404)
    expect((await harness.server.request('GET', `/api/news/${news._id}`)).body.cover ?? null).toBeNull()
  })

  it(
    'takes screenshots of the Media page and the details panel at 390, 1280 and 1440 px in each language',
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      const pictured = await upload(`shot-${tag}.png`, 640, 400, 160)
      await harness.server.request('PATCH', `/api/attachments/${pictured._id}`, {
        alt: { cht: '青綠色的畫', chs: '青绿色的画', en: 'A teal picture' }
      })
      const views = [
        ['', 'cht', 'zh-HK'],
        ['/zh-cn', 'chs', 'zh-CN'],
        ['/en', 'en', 'en-US']
      ] as const
      for (const [prefix, lang, locale] of views) {
        // One person per language, seen at each width in turn.
        const shot = await harness.signedIn(harness.server.admin, {
          locale,
          width: 390,
          height: 844,
          at: `${prefix}/media`
        })
        for (const [width, height] of [
          [390, 844],
          [1280, 800],
          [1440, 900]
        ]) {
          await shot.setViewportSize({ width, height })
          await openMedia(shot, prefix)
          await shot.waitForFunction(() =>
            [...document.querySelectorAll<HTMLImageElement>('[data-testid=media-tile] img')]
              .slice(0, 8)
              .every((img) => img.complete)
          )
          await tileOf(shot, pictured._id).click()
          await details(shot).getByTestId('media-uses-loading').waitFor({ state: 'detached' })
          await shot.waitForFunction(() =>
            Boolean(
              (document.querySelector('[data-testid=media-details-image]') as HTMLImageElement)?.complete
            )
          )
          const box = (await shot.getByTestId('media-page').boundingBox())!
          expect(box.x + box.width).toBeLessThanOrEqual(width)
          await expect(
            shot.evaluate(() => document.documentElement.scrollWidth)
          ).resolves.toBeLessThanOrEqual(width)
          await shot.screenshot({ path: path.join(SHOTS, `page-${lang}-${width}.png`) })
          // The details panel scrolled to its edit form, replace and delete.
          const panel = shot.getByTestId('media-page').locator('aside')
          await panel.evaluate((element) => (element.scrollTop = element.scrollHeight))
          await details(shot).getByTestId('media-edit').scrollIntoViewIfNeeded()
          await shot.screenshot({ path: path.join(SHOTS, `details-${lang}-${width}.png`) })
        }
        await shot.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
