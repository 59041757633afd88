import { isLang, LANGS, type Lang } from '../locale/langs'

export interface TranslatedText {
  lang: Lang
  value: string
  /** Set while the text is a machine conversion from another language that no person has edited or confirmed. */
  machine?: true
}

const byLangOrder = (a: TranslatedText, b: TranslatedText) => LANGS.indexOf(a.lang) - LANGS.indexOf(b.lang)

/**
 * Normalises translatable text to `[{ lang, value }]` in the order cht, chs, en (R-SCH-06): a plain string becomes the
 * default language's text, a `{ lang: text }` map becomes one entry per language. Returns
 * `undefined` when the input has none of these shapes.
 */
export const toTranslated = (input: unknown): TranslatedText[] | undefined => {
  if (input === null || input === undefined) return []
  if (typeof input === 'string') return input === '' ? [] : [{ lang: 'cht', value: input }]
  if (Array.isArray(input)) {
    const out: TranslatedText[] = []
    for (const item of input) {
      if (!item || typeof item !== 'object') return undefined
      const { lang, value, machine } = item as Record<string, unknown>
      if (!isLang(lang) || typeof value !== 'string') return undefined
      if (machine !== undefined && typeof machine !== 'boolean') return undefined
      if (out.some((existing) => existing.lang === lang)) return undefined
      out.push(machine === true && value !== '' ? { lang, value, machine } : { lang, value })
    }
    return out.sort(byLangOrder)
  }
  if (typeof input === 'object') {
    const out: TranslatedText[] = []
    for (const [lang, value] of Object.entries(input as Record<string, unknown>)) {
      if (!isLang(lang) || typeof value !== 'string') return undefined
      out.push({ lang, value })
    }
    return out.sort(byLangOrder)
  }
  return undefined
}

/** The text in `lang`, else in the default language, else the first non-empty text. */
export const translate = (text: TranslatedText[] | undefined | null, lang: Lang): string => {
  if (!Array.isArray(text)) return ''
  const pick = (wanted: Lang) => text.find((item) => item.lang === wanted && item.value)?.value
  return pick(lang) ?? pick('cht') ?? text.find((item) => item.value)?.value ?? ''
}
