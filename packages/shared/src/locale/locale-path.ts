import { DEFAULT_LANG, LANGS, type Lang } from './langs'
import { LOCALES } from './locales'

/**
 * Splits a URL path into its language (from the prefix `/en` or `/zh-cn`; none is Traditional
 * Chinese) and the path without the prefix (R-RT-02, R-RT-17).
 * @example splitLocalePath('/zh-cn/profile') // { lang: 'chs', path: '/profile' }
 */
export const splitLocalePath = (pathname: string): { lang: Lang; path: string } => {
  const [, first = '', ...rest] = pathname.split('/')
  const lang = LANGS.find(
    (candidate) => LOCALES[candidate].prefix !== '' && LOCALES[candidate].prefix === first
  )
  if (!lang) return { lang: DEFAULT_LANG, path: pathname || '/' }
  return { lang, path: '/' + rest.join('/') }
}

/**
 * The path of a page in a language.
 * @example localePath('en', '/dashboard') // '/en/dashboard'
 */
export const localePath = (lang: Lang, path: string): string => {
  const prefix = LOCALES[lang].prefix
  const clean = path.startsWith('/') ? path : '/' + path
  if (!prefix) return clean
  return clean === '/' ? `/${prefix}` : `/${prefix}${clean}`
}
