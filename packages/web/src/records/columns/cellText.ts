import {
  dateFormOf,
  personNameText,
  translate,
  type EnumDef,
  type FieldDef,
  type Lang,
  type TranslatedText
} from '@tutor-admin/shared'
import { formatDate } from '../../i18n/dates'
import { formatNumber } from '../../i18n/numbers'
import type { ListColumn } from './buildColumns'
import { labelFieldsOf } from '../references/refLookups'

/** What formatting a cell needs beyond its value. */
export interface CellContext {
  lang: Lang
  enums?: Record<string, EnumDef>
  /** Labels of referenced records, by column and id; a column is missing while its lookup runs. */
  labels: ReadonlyMap<string, ReadonlyMap<string, string>>
  currency: string
  yes: string
  no: string
  /** "3 items" */
  items: (count: number) => string
}

const valueAt = (record: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as never)[key] : undefined),
      record
    )

/** A text of any catalogue shape: translatable text in the language, a person's name, plain text. */
const anyText = (value: unknown, lang: Lang): string => {
  if (Array.isArray(value)) return translate(value as TranslatedText[], lang)
  if (value && typeof value === 'object') return personNameText(value)
  return value === null || value === undefined ? '' : String(value)
}

/** The label of a referenced record: its label fields (`nameFields`, `nameField`, else `name`) joined. */
export const recordLabel = (record: Record<string, unknown>, field: FieldDef, lang: Lang): string =>
  labelFieldsOf(field)
    .map((path) => anyText(valueAt(record, path), lang))
    .filter(Boolean)
    .join(' ')

/** Rich text (HTML) as one line of plain text. */
export const plainText = (html: string): string => {
  // Blocks and line breaks part words.
  const spaced = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|blockquote)>/gi, '$& ')
  const text =
    typeof DOMParser === 'undefined'
      ? spaced.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
  return text.replace(/\s+/g, ' ').trim()
}

const enumLabel = (field: FieldDef, value: unknown, context: CellContext): string => {
  const labels = field.params?.enum ? context.enums?.[field.params.enum]?.labels[String(value)] : undefined
  return labels?.[context.lang] || labels?.cht || String(value)
}

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id) => typeof id === 'string')

/**
 * A cell as text (R-LIST-08, R-LIST-16, R-RT-18): translatable text in the interface language
 * (else cht, else any), references by their label, dates as 'lll' or 'll', prices with the
 * currency symbol, booleans and enumerations by their labels. Empty values give ''.
 */
export const cellText = (value: unknown, column: ListColumn, context: CellContext): string => {
  if (value === null || value === undefined || value === '') return ''
  const { field } = column
  switch (column.kind) {
    case 'translated':
      return translate(value as TranslatedText[], context.lang)
    case 'rich':
      return plainText(
        Array.isArray(value) ? translate(value as TranslatedText[], context.lang) : String(value)
      )
    case 'enum':
      return enumLabel(field, value, context)
    case 'enums':
      return ids(value)
        .map((item) => enumLabel(field, item, context))
        .join(', ')
    case 'number':
      return typeof value === 'number'
        ? formatNumber(value, context.lang === 'en' ? 'en' : 'zh-HK')
        : String(value)
    case 'price':
      return typeof value === 'number' ? `${context.currency}${formatNumber(value, 'en', 2)}` : String(value)
    case 'boolean':
      return value ? context.yes : context.no
    case 'date':
      return formatDate(value as string, dateFormOf(field.params))
    case 'ref':
    case 'refs':
    case 'attachment':
    case 'attachments': {
      // No labels yet while the lookup runs; a record the lookup did not find shows its id.
      const labels = context.labels.get(column.name)
      return ids(value)
        .map((id) => (labels ? (labels.get(id) ?? id) : '…'))
        .join(', ')
    }
    case 'person':
      return personNameText(value)
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value)
    case 'objects':
      return Array.isArray(value) ? context.items(value.length) : ''
    case 'object':
      return JSON.stringify(value)
    default:
      return anyText(value, context.lang)
  }
}
