import { LANGS, toTranslated, type Lang, type TranslatedText } from '@tutor-admin/shared'

/** The text of each language in a translatable value, '' where it has none. */
export const textsByLang = (value: unknown): Record<Lang, string> => {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, ''])) as Record<Lang, string>
  for (const item of toTranslated(value) ?? []) if (item.lang in texts) texts[item.lang] = item.value
  return texts
}

/**
 * A translatable value with one language's text replaced. That language stays even when cleared,
 * as an empty string (R-WID-12); other languages without text are left out.
 */
export const withText = (value: unknown, lang: Lang, text: string): TranslatedText[] => {
  const texts = { ...textsByLang(value), [lang]: text }
  return LANGS.filter((item) => item === lang || texts[item] !== '').map((item) => ({
    lang: item,
    value: texts[item]
  }))
}

/** How many languages lack text: the multi-language box's red dot (R-WID-10). */
export const missingLangs = (value: unknown): number =>
  Object.values(textsByLang(value)).filter((text) => text.trim() === '').length
