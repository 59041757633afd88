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
