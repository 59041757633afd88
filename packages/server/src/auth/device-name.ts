const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari']
]

const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux']
]

const first = (list: Array<[RegExp, string]>, text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1]

/**
 * A session's device as a person recognises it, "Chrome on Windows", from the user agent; the
 * first words of an agent that is no known browser (a script), or "unknown" when there is none.
 */
export const deviceName = (userAgent: string | undefined): string => {
  const agent = (userAgent ?? '').trim()
  if (!agent) return 'unknown'
  const browser = first(BROWSERS, agent)
  const system = first(SYSTEMS, agent)
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? agent.split(/[\s(]/)[0].slice(0, 40)
}
