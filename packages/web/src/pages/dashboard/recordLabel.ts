import { personNameText, translate, type Lang, type TranslatedText } from '@tutor-admin/shared'
import type { LabelField } from './dashboardSources'

/** The name of a record as a line of text, in the interface language for translatable text. */
export const recordLabel = (
  record: Record<string, unknown>,
  label: LabelField | undefined,
  lang: Lang
): string => {
  if (!label) return ''
  const value = record[label.name]
  if (label.kind === 'translated') return translate(value as TranslatedText[], lang)
  if (label.kind === 'person') return personNameText(value)
  return typeof value === 'string' ? value : ''
}
