import type { ChangeRecord } from '@tutor-admin/shared'
import type { Row } from '../records/data/fetchRows'

/**
 * The values of changes as rows for the reference lookups: per change, each field with the ids of
 * its old and new values, so that one lookup per field names every version's references.
 */
export const historyRefRows = (changes: ChangeRecord[]): Row[] =>
  changes.map((change) => {
    const row: Row = { _id: change._id }
    for (const [field, diff] of Object.entries(change.diff))
      if (!('hidden' in diff)) row[field] = [diff.old, diff.new].flat()
    return row
  })
