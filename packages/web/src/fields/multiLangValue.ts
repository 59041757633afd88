import { LANGS, toTranslated, type Lang, type TranslatedText } from '@tutor-admin/shared'

/** The text of each language in a translatable value, '' where it has none. */
export const textsByLang = (value: unknown): Record<Lang, string> => {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, ''])) as Record<Lang, string>
  for (const item of toTranslated(value) ?? []) if (item.lang in texts) texts[item.lang] = item.value
  return texts
}

/** The languages whose text is a machine conversion no person has edited or confirmed. */
export const machineLangs = (value: unknown): Set<Lang> =>
  new Set((toTranslated(value) ?? []).filter((item) => item.machine).map((item) => item.lang))

/**
 * A translatable value with one language's text replaced. That language stays even when cleared,
 * as an empty string (R-WID-12); other languages without text are left out. Text a person writes
 * loses the machine mark; `machine` sets it (a conversion). Other languages keep theirs.
 */
export const withText = (value: unknown, lang: Lang, text: string, machine = false): TranslatedText[] => {
  const texts = { ...textsByLang(value), [lang]: text }
  const marked = machineLangs(value)
  if (machine) marked.add(lang)
  else marked.delete(lang)
  return LANGS.filter((item) => item === lang || texts[item] !== '').map((item) =>
    marked.has(item) && texts[item] !== ''
      ? { lang: item, value: texts[item], machine: true }
      : { lang: item, value: texts[item] }
  )
}

/** The value with one language's machine mark removed: a person confirmed the conversion. */
export const confirmed = (value: unknown, lang: Lang): TranslatedText[] =>
  withText(value, lang, textsByLang(value)[lang])

/** How many languages lack text: the multi-language box's red dot (R-WID-10). */
export const missingLangs = (value: unknown): number =>
  Object.values(textsByLang(value)).filter((text) => text.trim() === '').length
