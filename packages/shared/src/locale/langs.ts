/** Content languages of translatable text (R-SCH-06). `cht` is the default. */
export const LANGS = ['cht', 'chs', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'cht'

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang)
