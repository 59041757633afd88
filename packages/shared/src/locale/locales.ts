import type { Lang } from './langs'

/** One interface language: its locale code, dayjs locale, URL prefix and HTML `lang` (R-RT-14, C20). */
export interface LocaleDef {
  lang: Lang
  /** Locale code of the spec: en_US, zh_CN, zh_HK. */
  code: string
  /** Name of the dayjs locale backing dates. */
  dayjs: string
  /** First path segment of the language's routes; empty for the default language. */
  prefix: string
  /** BCP 47 tag for `<html lang>`. */
  htmlLang: string
}

export const LOCALES: Record<Lang, LocaleDef> = {
  cht: { lang: 'cht', code: 'zh_HK', dayjs: 'zh-hk', prefix: '', htmlLang: 'zh-Hant-HK' },
  chs: { lang: 'chs', code: 'zh_CN', dayjs: 'zh-cn', prefix: 'zh-cn', htmlLang: 'zh-Hans-CN' },
  en: { lang: 'en', code: 'en_US', dayjs: 'en', prefix: 'en', htmlLang: 'en' }
}
