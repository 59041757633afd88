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
