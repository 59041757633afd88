import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startConsole, type ConsoleHarness } from './support/consoleHarness'
import { pngFile } from './support/pictures'
import { SCREENSHOTS_TIMEOUT, screenshotLanguages } from './support/screenshotViews'

const SHOTS = process.env.TEXTS_SHOTS_DIR ?? '/tmp/texts-in-language-shots'

/** What each language says: the import dialog's check button, the encoding read, a binary file. */
const WORDS = {
  cht: {
    check: '檢查檔案',
    readAs: '以 Big5-HKSCS 編碼讀取',
    notText:
      '檔案不是可讀取的文字檔（可讀取 UTF-8、UTF-16、Big5、Big5-HKSCS或GB18030 編碼）。請另存為 CSV UTF-8 後再試。',
    news: '最新消息',
    cover: '封面',
    title: '暑期課程開始報名'
  },
  chs: {
    check: '检查文件',
    readAs: '以 Big5-HKSCS 编码读取',
    notText:
      '文件不是可读取的文本文件（可读取 UTF-8、UTF-16、Big5、Big5-HKSCS或GB18030 编码）。请另存为 CSV UTF-8 后再试。',
    news: '最新消息',
    cover: '封面',
    title: '暑期课程开始报名'
  },
  en: {
    check: 'Check file',
    readAs: 'Read as Big5-HKSCS',
    notText:
      'The file is not text in an encoding the import reads (UTF-8, UTF-16, Big5, Big5-HKSCS, or GB18030). Save it as CSV UTF-8 and try again.',
    news: 'News',
    cover: 'Cover',
    title: 'Summer courses open'
  }
} as const

/**
 * A CSV of areas as a Hong Kong edition of Excel saves it: "name.cht,name.en,value", then
 * "佢哋嘅補習社㗎,Cantonese,hkscs" in Big5 with HKSCS characters (佢, 哋, 嘅 and 㗎).
 */
const HKSCS_CSV = Buffer.from(
  '6e616d652e6368742c6e616d652e656e2c76616c75650a' +
    'ca5c925dfb48b8c9b2dfaac09dee2c43616e746f6e6573652c686b7363730a',
  'hex'
)

/** Past a dialog's fade-in. */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity)
  )

describe('texts in the language the console shows', () => {
  let harness: ConsoleHarness
  let picture: { _id: string; name: string }
  let newsId: string
  beforeAll(async () => {
    harness = await startConsole()
    const file = await pngFile('usage-language.png', 320, 200, 30)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name)
    const answer = await fetch(`${harness.server.url}/api/attachments/upload/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${harness.server.admin.token}` },
      body: form
    })
    picture = (await answer.json()).info
    const created = await harness.server.request('POST', '/api/news', {
      title: { cht: WORDS.cht.title, chs: WORDS.chs.title, en: WORDS.en.title },
      cover: picture._id
    })
    newsId = created.body._id
  })
  afterAll(() => harness?.stop())

  it(
    "R-MED-05, R-IO-05, R-ERR-09 a file's uses, the encoding an import read and a refused file, in each language (screenshots at 390 and 1440 px)",
    async () => {
      fs.mkdirSync(SHOTS, { recursive: true })
      for (const { prefix, lang, locale, sizes } of screenshotLanguages) {
        const words = WORDS[lang]
        // One person signed in per language, seen at each size in turn.
        const page = await harness.signedIn(harness.server.admin, { locale, ...sizes[0] })
        for (const { width, height } of sizes) {
          await page.setViewportSize({ width, height })

          // Where the picture is used: the collection, the record and the field, all in this language.
          await page.goto(`${prefix}/news/edit/${newsId}`)
          const cover = page.locator('[data-field="cover"]')
          await cover.getByTestId('open-media-library').click()
          const library = page.getByTestId('media-library')
          await library.locator(`[data-testid=media-tile][aria-label^="${picture.name}"]`).click()
          const uses = library.getByTestId('media-uses')
          await expect.poll(() => uses.textContent()).toBe(`${words.news} · ${words.title} (${words.cover})`)
          await uses.scrollIntoViewIfNeeded()
          await settled(page)
          await page.screenshot({ path: path.join(SHOTS, `uses-${lang}-${width}.png`) })

          // The import dialog says which encoding it read a Big5-HKSCS file in.
          await page.goto(`${prefix}/regAreas`)
          await page.getByTestId('row').first().or(page.getByTestId('page-range')).first().waitFor()
          if (width === 390) await page.getByTestId('more-actions').click()
          await page.getByTestId('action-import').click()
          const dialog = page.getByRole('dialog')
          await dialog.locator('input[type=file]').setInputFiles({
            name: 'areas.csv',
            mimeType: 'text/csv',
            buffer: HKSCS_CSV
          })
          await dialog.getByRole('button', { name: words.check }).click()
          await expect.poll(() => dialog.getByTestId('import-encoding').textContent()).toBe(words.readAs)
          await settled(page)
          await page.screenshot({ path: path.join(SHOTS, `import-${lang}-${width}.png`) })

          // A binary file is refused in this language; the server's English only as the detail that
          // names why.
          await dialog.locator('input[type=file]').setInputFiles({
            name: 'photo.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
          })
          await dialog.getByRole('button', { name: words.check }).click()
          const refusal = dialog.getByTestId('import-error')
          await refusal.waitFor()
          expect(
            await refusal.locator('.MuiAlert-message').evaluate((node) => node.firstChild?.textContent)
          ).toBe(words.notText)
          await expect(refusal.getByTestId('error-detail').textContent()).resolves.toContain('NUL bytes')
          await page.screenshot({ path: path.join(SHOTS, `refused-${lang}-${width}.png`) })
        }
        await page.context().close()
      }
    },
    SCREENSHOTS_TIMEOUT
  )
})
