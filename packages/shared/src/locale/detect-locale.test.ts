import { describe, expect, it } from 'vitest'
import { detectLang, langOfBrowserTag } from './detect-locale'
import { localePath, splitLocalePath } from './locale-path'
import { LOCALES } from './locales'

describe('locale detection (R-RT-13)', () => {
  it('prefers a valid cookie over the browser', () => {
    expect(detectLang('en', ['zh-CN'])).toBe('en')
    expect(detectLang('chs', ['en-US'])).toBe('chs')
  })
  it('ignores an unknown cookie and falls back to the browser language', () => {
    expect(detectLang('fr', ['en-US'])).toBe('en')
    expect(detectLang(undefined, ['en-US'])).toBe('en')
  })
  it('takes the first browser language that matches, else cht', () => {
    expect(detectLang(undefined, ['fr-FR', 'zh-CN', 'en'])).toBe('chs')
    expect(detectLang(undefined, ['fr'])).toBe('cht')
    expect(detectLang(undefined, [])).toBe('cht')
  })
})

describe('browser language mapping (R-RT-14)', () => {
  it.each([
    ['zh-TW', 'cht'],
    ['zh-HK', 'cht'],
    ['zh_HK', 'cht'],
    ['zh-Hant', 'cht'],
    ['zh-MO', 'cht'],
    ['zh-CN', 'chs'],
    ['zh', 'chs'],
    ['zh-Hans-SG', 'chs'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['en', 'en'],
    ['fr', undefined],
    ['', undefined]
  ])('%s -> %s', (tag, lang) => expect(langOfBrowserTag(tag)).toBe(lang))

  it('backs cht, chs and en with the dayjs locales zh-hk, zh-cn and en', () => {
    expect([LOCALES.cht, LOCALES.chs, LOCALES.en].map((locale) => [locale.code, locale.dayjs])).toEqual([
      ['zh_HK', 'zh-hk'],
      ['zh_CN', 'zh-cn'],
      ['en_US', 'en']
    ])
  })
})

describe('language prefixes of paths (R-RT-02, R-RT-17)', () => {
  it.each([
    ['/', 'cht', '/'],
    ['/dashboard', 'cht', '/dashboard'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/profile/changePassword', 'en', '/profile/changePassword'],
    ['/zh-cn/teachers/', 'chs', '/teachers/'],
    ['/english', 'cht', '/english'],
    ['/EN/x', 'cht', '/EN/x']
  ])('%s -> %s %s', (pathname, lang, path) => expect(splitLocalePath(pathname)).toEqual({ lang, path }))

  it('puts the prefix of each language in front of a path', () => {
    expect(localePath('cht', '/dashboard')).toBe('/dashboard')
    expect(localePath('en', '/dashboard')).toBe('/en/dashboard')
    expect(localePath('chs', '/')).toBe('/zh-cn')
    expect(localePath('chs', 'news/edit/1')).toBe('/zh-cn/news/edit/1')
  })

  it('round-trips every path through every language', () => {
    for (const lang of ['cht', 'chs', 'en'] as const)
      for (const path of ['/', '/login', '/a/b/'])
        expect(splitLocalePath(localePath(lang, path))).toEqual({ lang, path })
  })
})
