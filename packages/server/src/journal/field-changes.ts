import { isDeepStrictEqual } from 'node:util'
import { SYSTEM_FIELD_NAMES, type ChangeDiff } from '@tutor-admin/shared'
import type { TableModel } from '../db/schema/table-model'

type Row = Record<string, unknown>

const stored = (value: unknown) => (value === undefined ? null : value)

/** Whether two stored values are the same; only two objects or lists need comparing deeply. */
const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && isDeepStrictEqual(a, b))

/**
 * The fields of `after` whose value differs from `before`, each with both values: the journal's
 * diff of one write. System fields and fields the collection no longer has are left out; a hidden
 * field (a password hash) is recorded as changed without its values.
 */
export const fieldChanges = (model: TableModel, before: Row, after: Row): ChangeDiff => {
  const diff: ChangeDiff = {}
  for (const key of Object.keys(after)) {
    if (SYSTEM_FIELD_NAMES.has(key)) continue
    const column = model.columns.get(key)
    if (!column || column.derive) continue
    const old = stored(before[key])
    const next = stored(after[key])
    if (same(old, next)) continue
    diff[key] = column.field.params?.hidden ? { hidden: true } : { old, new: next }
  }
  return diff
}

/** The diff of a removal: every field the record had, to nothing. */
export const removedFields = (model: TableModel, record: Row): ChangeDiff =>
  fieldChanges(model, record, Object.fromEntries(Object.keys(record).map((key) => [key, null])))

/**
 * The diff a create is journaled with: only the marks of the hidden fields it set. The values it
 * set are the record's own until a later change, whose diff then holds them as old values, so the
 * journal keeps no second copy of every created record (an import of 10,000 writes 10,000 short
 * rows). The same fields as `fieldChanges(model, {}, record)` marks hidden.
 */
export const hiddenMarks = (model: TableModel, record: Row): ChangeDiff => {
  const marks: ChangeDiff = {}
  for (const column of hiddenColumns(model))
    if (stored(record[column]) !== null) marks[column] = { hidden: true }
  return marks
}

const hiddenByModel = new WeakMap<TableModel, string[]>()

/** The hidden fields of a model that a diff lists (not system, not derived), found once. */
const hiddenColumns = (model: TableModel) => {
  let hidden = hiddenByModel.get(model)
  if (!hidden)
    hiddenByModel.set(
      model,
      (hidden = [...model.columns.values()]
        .filter(
          (column) => column.field.params?.hidden && !column.derive && !SYSTEM_FIELD_NAMES.has(column.name)
        )
        .map((column) => column.name))
    )
  return hidden
}
