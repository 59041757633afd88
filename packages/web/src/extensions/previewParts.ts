import { translate, type FieldDef, type Lang, type TranslatedText } from '@tutor-admin/shared'
import { textsByLang } from '../fields/multiLangValue'
import { hasText } from './translationGaps'

/** One text of a record as readers of a language see it. */
export interface PreviewPart {
  field: FieldDef
  /** HTML for rich text, plain text else. */
  text: string
  rich: boolean
  /** The language has no text of its own: readers see the default language's (or another's). */
  fallback: boolean
}

/** What a record looks like to readers of a language: its heading and its texts. */
export interface Preview {
  heading?: PreviewPart
  parts: PreviewPart[]
}

const partOf = (field: FieldDef, value: unknown, lang: Lang): PreviewPart => {
  const rich = Boolean(field.params?.rich)
  if (!field.params?.translate)
    return { field, text: typeof value === 'string' ? value : '', rich, fallback: false }
  const own = textsByLang(value)[lang]
  return {
    field,
    text: translate(Array.isArray(value) ? (value as TranslatedText[]) : [], lang),
    rich,
    fallback: !hasText(own, rich)
  }
}

/**
 * A record as readers of a language see it (R-ED-12, `contentPreview`): the heading is its first
 * translatable plain text (a title, a question), else its name; then each further translatable
 * text, rich text as HTML. A language without text of its own shows what readers get instead.
 */
export const previewOf = (fields: FieldDef[], values: Record<string, unknown>, lang: Lang): Preview => {
  const headingField =
    fields.find((field) => field.params?.translate && !field.params.rich) ??
    fields.find((field) => field.name === 'name' && field.type === 'string')
  return {
    heading: headingField && partOf(headingField, values[headingField.name], lang),
    parts: fields
      .filter((field) => field !== headingField && field.params?.translate)
      .map((field) => partOf(field, values[field.name], lang))
  }
}
