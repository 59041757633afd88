import { LANGS, type ChangeDiff, type FieldDef } from '@tutor-admin/shared'
import { isEqual } from 'es-toolkit'

/** How a row of a version's diff shows its values. */
export type HistoryRowKind = 'value' | 'rich' | 'hidden'

/** One line of a version's diff: a field, or one language or one item of it, before and after. */
export interface HistoryRow {
  field: string
  /** The language of a translatable text's line. */
  lang?: string
  /** A list's line: the item's position (1-based) in the list it was added to or removed from. */
  item?: number
  kind: HistoryRowKind
  /** `null` for no value. */
  old: unknown
  new: unknown
}

interface LangValue {
  lang: string
  value: unknown
}

const isLangList = (value: unknown): value is LangValue[] =>
  Array.isArray(value) &&
  value.every((entry) => entry && typeof entry === 'object' && typeof (entry as LangValue).lang === 'string')

const valueIn = (list: LangValue[], lang: string): unknown =>
  list.find((entry) => entry.lang === lang)?.value ?? null

/** The languages of two translatable texts, the console's own first. */
const langsOf = (...lists: LangValue[][]): string[] => {
  const found = new Set(lists.flat().map((entry) => entry.lang))
  return [...LANGS.filter((lang) => found.delete(lang)), ...found]
}

const perLang = (base: Omit<HistoryRow, 'old' | 'new'>, old: LangValue[], next: LangValue[]): HistoryRow[] =>
  langsOf(old, next).flatMap((lang) => {
    const before = valueIn(old, lang)
    const after = valueIn(next, lang)
    return isEqual(before, after) ? [] : [{ ...base, lang, old: before, new: after }]
  })

/** Objects change in place: item by position. Plain values are added or removed: item by value. */
const perItem = (base: Omit<HistoryRow, 'old' | 'new'>, old: unknown[], next: unknown[]): HistoryRow[] => {
  const objects = [...old, ...next].some((item) => item !== null && typeof item === 'object')
  if (objects)
    return Array.from({ length: Math.max(old.length, next.length) }, (_, index) => index).flatMap((index) =>
      isEqual(old[index], next[index])
        ? []
        : [{ ...base, item: index + 1, old: old[index] ?? null, new: next[index] ?? null }]
    )
  const removed = old.flatMap((item, index) =>
    next.some((other) => isEqual(other, item)) ? [] : [{ ...base, item: index + 1, old: item, new: null }]
  )
  const added = next.flatMap((item, index) =>
    old.some((other) => isEqual(other, item)) ? [] : [{ ...base, item: index + 1, old: null, new: item }]
  )
  const rows = [...removed, ...added]
  // Only the order changed: the whole list, before and after.
  return rows.length ? rows : [{ ...base, old, new: next }]
}

const fieldRows = (name: string, field: FieldDef | undefined, change: ChangeDiff[string]): HistoryRow[] => {
  if ('hidden' in change) return [{ field: name, kind: 'hidden', old: null, new: null }]
  const base = { field: name, kind: field?.params?.rich ? ('rich' as const) : ('value' as const) }
  const { old, new: next } = change
  if (field?.params?.translate && (isLangList(old) || old === null) && (isLangList(next) || next === null))
    return perLang(base, old ?? [], next ?? [])
  if (
    field?.type === 'array' &&
    (Array.isArray(old) || old === null) &&
    (Array.isArray(next) || next === null)
  )
    return perItem(base, old ?? [], next ?? [])
  return [{ ...base, old: old ?? null, new: next ?? null }]
}

/**
 * The lines of one version's diff as a person reads them (docs/journal.md): translatable text per
 * language, lists item by item, everything else whole; fields in the catalogue's order, then any
 * the catalogue no longer has. A line whose values are the same is left out.
 */
export const historyRows = (diff: ChangeDiff, fields: FieldDef[]): HistoryRow[] => {
  const known = fields.filter((field) => field.name in diff)
  const unknown = Object.keys(diff).filter((name) => !fields.some((field) => field.name === name))
  return [
    ...known.flatMap((field) => fieldRows(field.name, field, diff[field.name])),
    ...unknown.flatMap((name) => fieldRows(name, undefined, diff[name]))
  ]
}
