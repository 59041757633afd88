import {
  allFields,
  defaultSortOf,
  editorSettingsOf,
  SEARCH_OPERATORS,
  searchKindOf,
  type CollectionDef
} from '@tutor-admin/shared'
import { columnKind } from './column-kind'

/** Conditions that pick values (one, or any of a few): an index on the field, then the order, serves them. */
const PICKING = new Set<string>(['eq', 'in'])

/**
 * The indexes a collection's list route needs (R-PAGE-03, R-SRCH-01): its default order with the
 * `_id` tie-break, so that a page is read in index order; for each search field that picks values
 * (a list's `in`, a yes/no) that field and then the order, where the filter and the sort meet; for
 * a range (dates, numbers) the field alone. Fields kept as JSON (lists, translated text) and text
 * searched by its text index get none.
 */
export const routeIndexes = (collection: CollectionDef): string[][] => {
  const settings = editorSettingsOf(collection)
  if (!settings) return []
  const order = defaultSortOf(settings.defaultSort, settings.defaultSortDesc).map(({ field, desc }) =>
    desc ? `-${field}` : field
  )
  if (!order.some((name) => name.replace(/^-/, '') === '_id')) order.push('_id')
  const fields = allFields(collection.fields)
  const indexes = order.length > 1 ? [order] : []
  for (const entry of settings.searchFields ?? []) {
    const field = fields.find((candidate) => candidate.name === entry.path)
    const kind = field && searchKindOf(field)
    if (!field || !kind || kind === 'text' || kind === 'translated' || columnKind(field) === 'json') continue
    const cond = entry.cond ?? SEARCH_OPERATORS[kind][0]
    indexes.push(PICKING.has(cond) ? [field.name, ...order] : [field.name])
  }
  return indexes
}

/**
 * An index for each column of the list that no index begins with yet (`indexes`), so that a person
 * may sort the list by any column it shows: the column, then the `_id` tie-break. Free text found
 * by its text index (names, emails) gets none: a b-tree of such values costs a random write per
 * row (an import into a million teachers went from 16,700 to 9,400 rows/s with three of them), so
 * those columns sort while the collection is small and are refused beyond (`sortNeedsIndex`).
 */
export const columnIndexes = (collection: CollectionDef, indexes: string[][]): string[][] => {
  const leading = new Set(indexes.map((columns) => name(columns[0])))
  const fields = allFields(collection.fields)
  return (editorSettingsOf(collection)?.headers ?? []).flatMap((header) => {
    const field = fields.find((candidate) => candidate.name === header)
    if (!field || header === '_id' || leading.has(header) || columnKind(field) === 'json') return []
    if (field.params?.index === 'text') return []
    leading.add(header)
    return [[header, '_id']]
  })
}

const name = (column: string) => column.replace(/^-/, '')
const descending = (column: string) => column.startsWith('-')

/**
 * Whether an index on `other` serves whatever one on `columns` does: it begins with the same
 * columns, in the same directions or all the other way (an index is read both ways).
 */
const covers = (other: string[], columns: string[]) => {
  if (other.length < columns.length) return false
  const start = other.slice(0, columns.length)
  if (start.some((column, at) => name(column) !== name(columns[at]))) return false
  const same = start.every((column, at) => descending(column) === descending(columns[at]))
  const flipped = start.every((column, at) => descending(column) !== descending(columns[at]))
  return same || flipped
}

/** The indexes without those another one serves (an index on a, b also serves a). */
export const withoutCovered = (indexes: string[][]): string[][] =>
  indexes.filter(
    (columns, at) =>
      !indexes.some(
        (other, otherAt) =>
          otherAt !== at && covers(other, columns) && (other.length > columns.length || otherAt < at)
      )
  )
