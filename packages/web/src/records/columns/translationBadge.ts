import { langsWithText, LANGS, type Lang } from '@tutor-admin/shared'

/** The short name of each language on the completeness badge. */
export const BADGE_NAMES: Record<Lang, string> = { cht: '繁', chs: '简', en: 'EN' }

/**
 * The badge of a translatable value: each language and whether it lacks text, or nothing when the
 * value has no text at all (it then misses nothing, see `missingLangs`).
 */
export const translationBadgeParts = (value: unknown): Array<{ lang: Lang; missing: boolean }> => {
  const present = langsWithText(value)
  if (present.size === 0) return []
  return LANGS.map((lang) => ({ lang, missing: !present.has(lang) }))
}
