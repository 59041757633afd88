import { DEFAULT_LANG, isLang, type Lang } from './langs'

/** Regions and scripts whose Chinese is Traditional (R-RT-14). */
const TRADITIONAL = new Set(['hk', 'tw', 'mo', 'hant'])

/**
 * The interface language of a browser language tag, or undefined when none matches (R-RT-14):
 * English is `en`; Chinese of Hong Kong, Taiwan, Macau or in Traditional script is `cht`; other
 * Chinese is `chs`.
 * @example langOfBrowserTag('zh-TW') // 'cht'
 */
export const langOfBrowserTag = (tag: string): Lang | undefined => {
  const [language, ...subtags] = tag.toLowerCase().split(/[-_]/)
  if (language === 'en') return 'en'
  if (language !== 'zh') return undefined
  return subtags.some((subtag) => TRADITIONAL.has(subtag)) ? 'cht' : 'chs'
}

/**
 * The language to start with (R-RT-13): the saved cookie if it names a language, else the first
 * browser language that matches one, else Traditional Chinese.
 */
export const detectLang = (cookie: string | undefined, browserLanguages: readonly string[]): Lang => {
  if (isLang(cookie)) return cookie
  for (const tag of browserLanguages) {
    const lang = langOfBrowserTag(tag)
    if (lang) return lang
  }
  return DEFAULT_LANG
}
