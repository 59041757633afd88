import { LANGS, type FieldDef, type Lang } from '@tutor-admin/shared'
import { textsByLang } from '../fields/multiLangValue'

/** Rich text with something a reader sees: words, or a picture or video. */
const MEDIA = /<(img|video|iframe)\b/i

/** Whether a language's text has something to read: rich text counts only words or media, not empty tags. */
export const hasText = (text: string, rich = false): boolean => {
  if (!rich) return text.trim() !== ''
  if (MEDIA.test(text)) return true
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  )
}

/** A translatable field of a record and the languages it has no text in. */
export interface TranslationGap {
  field: FieldDef
  missing: Lang[]
}

/**
 * Per translatable field of a record, the languages among cht, chs and en it lacks text in
 * (R-SCH-06): what is left to translate before readers of every language see the whole record.
 */
export const translationGaps = (fields: FieldDef[], record: Record<string, unknown>): TranslationGap[] =>
  fields
    .filter((field) => field.params?.translate)
    .map((field) => {
      const texts = textsByLang(record[field.name])
      return { field, missing: LANGS.filter((lang) => !hasText(texts[lang], field.params?.rich)) }
    })
