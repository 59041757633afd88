import type { Page } from 'playwright-core'

/**
 * The views screenshots are taken in: each language (its path prefix, code and a browser locale of
 * it) on a phone, 390 px wide, and on a desktop, 1440 px.
 */
export const screenshotViews = (
  [
    ['', 'cht', 'zh-HK'],
    ['/zh-cn', 'chs', 'zh-CN'],
    ['/en', 'en', 'en-US']
  ] as const
).flatMap(([prefix, lang, locale]) =>
  [
    { width: 390, height: 844 },
    { width: 1440, height: 900 }
  ].map((size) => ({ prefix, lang, locale, ...size }))
)

/** Time for a test that goes through every view: six browsers signed in, each page shot (and checked). */
export const SCREENSHOTS_TIMEOUT = 180_000

/**
 * The same views by language: one person signed in per language is seen at each size in turn
 * (a resize rather than another browser and sign-in).
 */
export const screenshotLanguages = (['', '/zh-cn', '/en'] as const).map((prefix) => {
  const views = screenshotViews.filter((view) => view.prefix === prefix)
  const { lang, locale } = views[0]
  return { prefix, lang, locale, sizes: views.map(({ width, height }) => ({ width, height })) }
})

/**
 * The sizes of a language in turn, for a page already open at the first: at each other the page is
 * resized and `url` loaded again, so that what the page sets up for a size it sets up afresh.
 */
export async function* atEachSize(page: Page, sizes: { width: number; height: number }[], url: string) {
  for (const [index, size] of sizes.entries()) {
    if (index > 0) {
      await page.setViewportSize(size)
      await page.goto(url)
    }
    yield size
  }
}
