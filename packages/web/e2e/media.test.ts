import fs from 'node:fs'
import path from 'node:path'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from './support/axe'
import { atEachSize, SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { bigFile, pngFile } from './support/pictures'

type FileSpec = { name: string; mimeType: string; buffer: Buffer }

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`)
const library = (page: Page) => page.getByTestId('media-library')
const UPLOADS = '**/api/attachments/upload/**'
const SHOTS = process.env.MEDIA_SHOTS_DIR ?? '/tmp/media-shots'

/**
 * Drops files (or, with `text`, a plain-text drag) on an element: dragenter, dragover, drop with a
 * DataTransfer made in the page, as a file dragged from the desktop brings.
 */
const drop = (page: Page, selector: string, files: FileSpec[], text?: string) =>
  page.evaluate(
    ({ selector, files, text }) => {
      const transfer = new DataTransfer()
      for (const file of files) {
        const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0))
        transfer.items.add(new File([bytes], file.name, { type: file.mimeType }))
      }
      if (text) transfer.setData('text/plain', text)
      const target = document.querySelector(selector)!
      for (const type of ['dragenter', 'dragover', 'drop'])
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }))
    },
    {
      selector,
      text,
      files: files.map((file) => ({
        name: file.name,
        mimeType: file.mimeType,
        data: file.buffer.toString('base64')
      }))
    }
  )

/** Holds the answers of uploads until `release` is called, so that a test sees them uploading. */
const holdUploads = async (page: Page) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const handled: Array<Promise<void>> = []
  const handler = (route: Route) => {
    const done = held.then(() => route.continue()).catch(() => undefined)
    handled.push(done)
    return done
  }
  await page.route(UPLOADS, handler)
  return async () => {
    release()
    await Promise.all(handled)
    await page.unroute(UPLOADS, handler)
  }
}

describe('the media library, attachment picker, uploader and object picker in the browser', () => {
  let harness: ConsoleHarness
  let page: Page

  const find = async (service: string, query = '') => {
    const answer = await harness.server.request('GET', `/api/${service}?$limit=200${query}`)
    expect(answer.status).toBe(200)
    return answer.body as { total: number; data: Array<Record<string, any>> }
  }

  const openNews = async () => {
    const [item] = (await find('news', '&$sort[date]=-1')).data
    await page.goto(`/en/news/edit/${item._id}`)
    await field(page, 'cover').getByTestId('open-media-library').waitFor()
    return item
  }

  const openLibrary = async () => {
    await field(page, 'cover').getByTestId('open-media-library').click()
    await library(page).getByTestId('media-tile').first().waitFor()
  }

  beforeAll(async () => {
    harness = await startConsole({ SEED_DEMO: 'true', UPLOAD_MAX_MB: '1' })
    page = await harness.signedIn(harness.server.admin, { locale: 'en-US' })
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  })
  afterAll(() => harness?.stop())

  it('R-MED-01, R-MED-02, R-MED-07 opens 80% wide in selecting mode with the 40 newest images', async () => {
    await openNews()
    await openLibrary()
    const box = (await library(page).boundingBox())!
    expect(Math.abs(box.width - 1440 * 0.8)).toBeLessThan(2)
    const images = (
      await harness.server.request('GET', '/api/attachments?mime[$regex]=^image/&$sort[date]=-1&$limit=40')
    ).body
    const ids = await library(page)
      .getByTestId('media-tile')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-id')))
    expect(ids).toEqual(images.data.map((item: { _id: string }) => item._id))
    const thumb = library(page).getByTestId('media-tile').first().locator('img')
    // The thumbnail names the version of its file, so that a replaced picture is fetched anew.
    await expect(thumb.getAttribute('src')).resolves.toBe(images.data[0].thumb)
    expect(images.data[0].thumb).toMatch(new RegExp(`^/api/thumbs/${ids[0]}\\.webp\\?v=\\w+$`))
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid=media-tile] img') as HTMLImageElement | null)?.naturalWidth ===
        150
    )
    await library(page).getByTestId('media-confirm').waitFor()
    await library(page).getByTestId('media-cancel').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('R-MED-03, R-WID-06, R-WID-04, R-MED-05 uploads by the add button with progress, cannot pick it while uploading, copies a detail', async () => {
    const input = library(page).getByTestId('media-file-input')
    await expect(input.getAttribute('accept')).resolves.toBe('image/*')
    const release = await holdUploads(page)
    await input.setInputFiles(await pngFile('added-by-button.png', 640, 400, 30))
    const tile = library(page).locator('[data-testid=media-tile][data-state=uploading]')
    await tile.getByTestId('upload-progress').waitFor()
    // An upload still under way cannot be picked.
    await tile.click()
    await expect(tile.getAttribute('aria-pressed')).resolves.toBe('false')
    await release()
    const done = library(page).getByTestId('media-tile').first()
    await page.waitForFunction(() => {
      const first = document.querySelector('[data-testid=media-library] [data-testid=media-tile]')
      return first?.getAttribute('data-state') === 'ready' && first.querySelector('img')
    })
    const id = (await done.getAttribute('data-id'))!
    expect((await harness.server.request('GET', `/api/attachments/${id}`)).body).toMatchObject({
      name: 'added-by-button.png',
      mime: 'image/png',
      width: 640,
      height: 400
    })
    await done.click()
    await expect(done.getAttribute('aria-pressed')).resolves.toBe('true')
    const details = library(page).getByTestId('media-details')
    await expect(details.textContent()).resolves.toContain('640 × 400 px')
    await details.getByTestId('copy-value').first().click()
    await details.locator('[role=status]').getByText('Name copied').waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('added-by-button.png')
    await details.getByRole('button', { name: /URL/ }).click()
    const { src } = (await harness.server.request('GET', `/api/attachments/${id}`)).body
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      new URL(src, harness.server.url).href
    )
  })

  it('R-MED-04 uploads files dropped anywhere on the dialog and ignores drags of text', async () => {
    const before = await library(page).getByTestId('media-tile').count()
    await drop(page, '[data-testid=media-library]', [], 'just some text')
    await drop(page, '[data-testid=media-library] [data-testid=media-details]', [
      await pngFile('dropped.png', 300, 300, 120)
    ])
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid=media-library] [data-testid=media-tile]')
          ?.getAttribute('aria-label')
          ?.startsWith('dropped.png') &&
        document
          .querySelector('[data-testid=media-library] [data-testid=media-tile]')
          ?.getAttribute('data-state') === 'ready'
    )
    expect(await library(page).getByTestId('media-tile').count()).toBe(Math.min(before + 1, 41))
    const named = await find('attachments', '&name=dropped.png')
    expect(named.total).toBe(1)
  })

  it('R-MED-17 an upload over UPLOAD_MAX_MB shows the error icon and message and cannot be picked', async () => {
    await library(page).getByTestId('media-file-input').setInputFiles(bigFile('too-big.png', 1.5))
    const failed = library(page).locator('[data-testid=media-tile][data-state=error]')
    await failed.getByTestId('upload-error').waitFor()
    await failed.click()
    await expect(failed.getAttribute('aria-pressed')).resolves.toBe('false')
    await expect(library(page).getByTestId('upload-error-message').textContent()).resolves.toMatch(
      /too large \(at most 1 MB\)/
    )
  })

  it('R-WID-04, R-WID-02 Confirm fills the field with the picked item and saving stores its id', async () => {
    const item = (await find('news', '&$sort[date]=-1')).data[0]
    const tile = library(page).locator('[data-testid=media-tile][aria-label^="added-by-button.png"]')
    const id = (await tile.getAttribute('data-id'))!
    await tile.click()
    await library(page).getByTestId('media-confirm').click()
    await library(page).waitFor({ state: 'detached' })
    await field(page, 'cover').locator(`[data-testid=attachment-thumb][data-id="${id}"]`).waitFor()
    await page.getByTestId('editor-save').click()
    await page.getByRole('status').getByText('Saved').waitFor()
    expect((await harness.server.request('GET', `/api/news/${item._id}`)).body.cover).toBe(id)
  })

  it('R-WID-02 Cancel closes the library and leaves the field as it was', async () => {
    const item = await openNews()
    await openLibrary()
    await library(page).getByTestId('media-tile').nth(3).click()
    await library(page).getByTestId('media-cancel').click()
    await library(page).waitFor({ state: 'detached' })
    await field(page, 'cover').locator(`[data-testid=attachment-thumb][data-id="${item.cover}"]`).waitFor()
    expect(await field(page, 'cover').getByTestId('attachment-thumb').count()).toBe(1)
  })

  it('R-WID-07, R-WID-05 the uploader on the field ignores a dropped .txt, takes a dropped PNG and shows it', async () => {
    const item = await openNews()
    const uploads: string[] = []
    page.on(
      'request',
      (request) => request.url().includes('/attachments/upload/') && uploads.push(request.url())
    )
    await drop(page, `[data-field=cover] [data-testid=attachment-drop]`, [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }
    ])
    await page.waitForTimeout(300)
    expect(uploads).toEqual([])
    expect(await field(page, 'cover').getByTestId('field-upload').count()).toBe(0)
    const release = await holdUploads(page)
    await drop(page, `[data-field=cover] [data-testid=attachment-drop]`, [
      await pngFile('field-drop.png', 200, 120, 300)
    ])
    await field(page, 'cover').getByTestId('upload-progress').waitFor()
    await release()
    await page.waitForFunction((old) => {
      const thumb = document.querySelector('[data-field=cover] [data-testid=attachment-thumb]')
      return thumb && thumb.getAttribute('data-id') !== old
    }, item.cover)
    expect(uploads).toEqual([`${harness.server.url}/api/attachments/upload/news/${item._id}`])
    const id = await field(page, 'cover').getByTestId('attachment-thumb').getAttribute('data-id')
    expect((await harness.server.request('GET', `/api/attachments/${id}`)).body.name).toBe('field-drop.png')
    page.removeAllListeners('request')
    await page.getByTestId('editor-save').click()
    await page.getByRole('status').getByText('Saved').waitFor()
  })

  it('R-MED-17 an upload over the limit on the field shows the error icon and message', async () => {
    await openNews()
    await field(page, 'cover').getByTestId('attachment-file-input').setInputFiles(bigFile('huge.png', 1.5))
    await field(page, 'cover')
      .locator('[data-testid=field-upload][data-state=error]')
      .getByTestId('upload-error')
      .waitFor()
    await expect(field(page, 'cover').getByTestId('upload-error-message').textContent()).resolves.toMatch(
      /too large \(at most 1 MB\)/
    )
    expect(await field(page, 'cover').getByTestId('attachment-thumb').count()).toBe(1)
  })

  it('R-WID-09 a thumbnail opens the full-screen carousel', async () => {
    await field(page, 'cover').getByTestId('attachment-thumb').getByRole('button').first().click()
    const carousel = page.locator('.yarl__container')
    await carousel.waitFor()
    const box = (await carousel.boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 })
    await page.locator('.yarl__slide_image').first().waitFor()
    await page.keyboard.press('Escape')
    await carousel.waitFor({ state: 'detached' })
  })

  it('R-MED-06 delete asks, naming the uses, removes the tile, and the attachment answers 404', async () => {
    await openNews()
    await openLibrary()
    const tile = library(page).locator('[data-testid=media-tile][aria-label^="dropped.png"]')
    const id = (await tile.getAttribute('data-id'))!
    await tile.click()
    await library(page).getByTestId('media-details').getByText('Not used by any record').waitFor()
    await library(page).getByTestId('media-delete').click()
    await page.getByRole('dialog').getByText('“dropped.png” will be deleted for good.').waitFor()
    await page.getByTestId('confirm-delete').click()
    await library(page).locator(`[data-testid=media-tile][data-id="${id}"]`).waitFor({ state: 'detached' })
    expect((await harness.server.request('GET', `/api/attachments/${id}`)).status).toBe(404)
    // An attachment in use: the confirmation names where.
    const used = library(page).locator('[data-testid=media-tile][aria-label^="field-drop.png"]')
    await used.click()
    await library(page).getByTestId('media-uses').waitFor()
    await library(page).getByTestId('media-delete').click()
    await page
      .getByRole('dialog')
      .getByText(/It is used in 1 place: News · /)
      .waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await library(page).getByTestId('media-cancel').click()
  })

  it('R-WID-01, R-WID-02 the object picker: A then B gives B, Cancel keeps the value, several toggle', async () => {
    await page.goto('/en/findTeachers/edit')
    await page.getByTestId('editor').waitFor()
    const area = field(page, 'area')
    await area.getByTestId('open-object-picker').click()
    const picker = page.getByTestId('object-picker')
    await picker.getByTestId('picker-item').nth(1).waitFor()
    const [a, b] = await picker
      .getByTestId('picker-item')
      .evaluateAll((items) =>
        items.slice(0, 2).map((item) => ({ id: item.getAttribute('data-id'), label: item.textContent }))
      )
    await picker.getByTestId('picker-item').nth(0).click()
    await picker.getByTestId('picker-item').nth(1).click()
    expect(await picker.locator('[data-testid=picker-item][aria-selected=true]').count()).toBe(1)
    await picker.getByTestId('picker-confirm').click()
    await picker.waitFor({ state: 'detached' })
    // The field names its record once the label is in.
    await expect.poll(() => area.locator('input').first().inputValue()).toBe(b.label)
    await area.getByTestId('open-object-picker').click()
    await picker.getByTestId('picker-item').nth(1).waitFor()
    await picker.getByTestId('picker-item').nth(0).click()
    await picker.getByTestId('picker-cancel').click()
    await picker.waitFor({ state: 'detached' })
    await expect.poll(() => area.locator('input').first().inputValue()).toBe(b.label)
    expect(a.id).not.toBe(b.id)

    const subjects = field(page, 'subjects')
    await subjects.getByTestId('open-object-picker').click()
    await picker.getByTestId('picker-item').nth(2).waitFor()
    const labels = await picker.getByTestId('picker-item').allTextContents()
    for (const index of [0, 1, 2, 0]) await picker.getByTestId('picker-item').nth(index).click()
    expect(await picker.locator('[data-testid=picker-item][aria-selected=true]').count()).toBe(2)
    expect(await seriousViolations(page)).toEqual([])
    await picker.getByTestId('picker-confirm').click()
    await picker.waitFor({ state: 'detached' })
    // The chips name their records once the labels are in.
    await expect
      .poll(() => subjects.locator('.MuiChip-label').allTextContents())
      .toEqual([labels[1], labels[2]])
  })

  it(
    'takes screenshots of the media library at 390 and 1440 px in each language',
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      const [item] = (await find('news', '&$sort[date]=-1')).data
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const shot = await harness.signedIn(harness.server.admin, {
          locale,
          ...sizes[0],
          at: `${prefix}/news/edit/${item._id}`
        })
        for await (const { width } of atEachSize(shot, sizes, `${prefix}/news/edit/${item._id}`)) {
          await shot.locator('[data-field=cover] [data-testid=attachment-thumb] img').waitFor()
          await shot.locator('[data-field=cover]').scrollIntoViewIfNeeded()
          await shot.screenshot({ path: path.join(SHOTS, `field-${lang}-${width}.png`) })
          await shot.locator('[data-field=cover]').getByTestId('open-media-library').click()
          await shot.getByTestId('media-tile').nth(5).waitFor()
          await shot.getByTestId('media-tile').first().click()
          await shot
            .getByTestId('media-uses')
            .or(shot.getByText(/Not used|未有記錄使用|没有记录使用/))
            .first()
            .waitFor()
          await shot.waitForFunction(() =>
            [...document.querySelectorAll<HTMLImageElement>('[data-testid=media-tile] img')]
              .slice(0, 6)
              .every((img) => img.complete)
          )
          const box = (await shot.getByTestId('media-library').boundingBox())!
          if (width === 390) expect(box.width).toBe(390)
          await shot.screenshot({ path: path.join(SHOTS, `library-${lang}-${width}.png`) })
        }
        await shot.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
