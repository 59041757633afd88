import type { ChangeRecord } from '@tutor-admin/shared'

type Row = Record<string, unknown>

/** The value a field had before a change touched it, if it did and the value was recorded. */
const oldValue = (change: ChangeRecord, field: string): { value: unknown } | undefined => {
  const entry = change.diff[field]
  return entry && 'old' in entry ? { value: entry.old } : undefined
}

/**
 * A record's values at a version, for some fields: right after `change` (or right before it). A
 * field's value then is the old value of the next change that touched it (`later`, oldest first),
 * or, when none did since, its value now (`current`); so a version reads right even once older
 * history is purged, and a removed record's versions from the values its removal recorded.
 */
export const valuesAt = (
  change: ChangeRecord,
  later: ChangeRecord[],
  current: Row,
  fields: string[],
  before: boolean
): Row => {
  const values: Row = {}
  for (const field of fields) {
    const known =
      (before ? oldValue(change, field) : undefined) ??
      later.map((next) => oldValue(next, field)).find(Boolean)
    values[field] = known ? known.value : current[field]
  }
  return values
}
