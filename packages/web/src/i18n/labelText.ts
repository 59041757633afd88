import { LANGS, type Lang } from '@tutor-admin/shared'

/** A label given per language (catalogue names, group titles): the language's, else cht, else any. */
export const labelText = (labels: Partial<Record<Lang, string>> | undefined, lang: Lang): string => {
  if (!labels) return ''
  return labels[lang] || labels.cht || LANGS.map((candidate) => labels[candidate]).find(Boolean) || ''
}
