import type { FieldDef, SearchKind } from '@tutor-admin/shared'
import dayjs from 'dayjs'

/** The HTML input type of a typed condition value. */
export const inputTypeOf = (
  kind: SearchKind,
  field: FieldDef
): 'text' | 'number' | 'date' | 'datetime-local' => {
  if (kind === 'number') return 'number'
  if (kind === 'date') return field.params?.dateOnly ? 'date' : 'datetime-local'
  return 'text'
}

/** A condition value as its input shows it: dates with a time in local time. */
export const toInputValue = (value: unknown, type: ReturnType<typeof inputTypeOf>): string => {
  if (value === null || value === undefined) return ''
  if (type === 'datetime-local' && typeof value === 'string') return dayjs(value).format('YYYY-MM-DDTHH:mm')
  return String(value)
}

/** An input's text as a condition value: numbers as numbers, local date-times as ISO (UTC), '' as null. */
export const fromInputValue = (text: string, type: ReturnType<typeof inputTypeOf>): unknown => {
  if (text.trim() === '') return null
  if (type === 'number') {
    const number = Number(text)
    return Number.isFinite(number) ? number : null
  }
  if (type === 'datetime-local') {
    const date = dayjs(text)
    return date.isValid() ? date.toISOString() : null
  }
  return text
}
