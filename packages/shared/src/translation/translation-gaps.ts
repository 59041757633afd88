import type { CollectionDef, FieldDef } from '../catalogue/catalogue.types'
import { allFields } from '../catalogue/system-fields'
import { LANGS, type Lang } from '../locale/langs'

/**
 * Translation gaps. A translatable field *has text in* a language when its item of that language
 * holds a value that is not blank (machine-converted text counts: it is text, only marked). A record
 * *misses* a language when any of its translatable fields has text in some language but none in
 * that one. A record whose translatable fields are all empty misses nothing.
 */

/** The hidden column that keeps, per record, the languages it misses as bits (`LANG_BITS`). */
export const MISSING_LANGS_COLUMN = '_missingLangs'

/** The bit of each language in `MISSING_LANGS_COLUMN`. */
export const LANG_BITS: Record<Lang, number> = { cht: 1, chs: 2, en: 4 }

/** Missing records per language of one collection. */
export type TranslationGaps = Record<Lang, number>

/** The translatable fields of a collection (top-level fields); empty when it has none. */
export const translatableFields = (fields: FieldDef[]): FieldDef[] =>
  allFields(fields).filter((field) => field.params?.translate && !field.params?.hidden)

export const hasTranslatableFields = (collection: Pick<CollectionDef, 'fields'>) =>
  translatableFields(collection.fields).length > 0

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** The languages that a translatable field's value has text in. */
export const langsWithText = (value: unknown): Set<Lang> => {
  const langs = new Set<Lang>()
  if (!Array.isArray(value)) return langs
  for (const item of value)
    if (item && typeof item === 'object' && hasText((item as { value?: unknown }).value))
      langs.add((item as { lang: Lang }).lang)
  return langs
}

/** The languages a record misses, in the order of `LANGS`. */
export const missingLangs = (fields: FieldDef[], record: Record<string, unknown>): Lang[] => {
  const missing = new Set<Lang>()
  for (const field of fields) {
    const present = langsWithText(record[field.name])
    if (present.size === 0) continue
    for (const lang of LANGS) if (!present.has(lang)) missing.add(lang)
  }
  return LANGS.filter((lang) => missing.has(lang))
}

/** `missingLangs` as the bits kept in `MISSING_LANGS_COLUMN`. */
export const missingLangsMask = (fields: FieldDef[], record: Record<string, unknown>): number =>
  missingLangs(fields, record).reduce((mask, lang) => mask | LANG_BITS[lang], 0)

/** Whether a record holds machine-converted text that no person has confirmed. */
export const hasMachineText = (fields: FieldDef[], record: Record<string, unknown>): boolean =>
  fields.some((field) => {
    const value = record[field.name]
    return Array.isArray(value) && value.some((item) => (item as { machine?: unknown })?.machine === true)
  })

/** Where the counts are served. */
export const TRANSLATION_GAPS_PATH = 'translationGaps'

/** The answer of `GET /api/translationGaps`, per collection. */
export interface CollectionGaps {
  collection: string
  missing: TranslationGaps
}
