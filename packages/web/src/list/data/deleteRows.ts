import { QUERY_LIMITS, type Filter, type Selection } from '@tutor-admin/shared'
import type { Row } from '../../records/data/fetchRows'

/** The calls a bulk delete makes. */
export interface DeleteCalls {
  /** Ids of the first rows matching a filter, at most `limit`. */
  findIds(filter: Filter, limit: number): Promise<string[]>
  /** Removes the rows matching a filter (the server refuses more than 1000 at once). */
  removeWhere(filter: Filter): Promise<Row[] | Row>
}

const BATCH = QUERY_LIMITS.maxListLength

const removeIds = async (calls: DeleteCalls, ids: string[]) => {
  const removed = await calls.removeWhere({ _id: { $in: ids } })
  return Array.isArray(removed) ? removed.length : 1
}

/**
 * Deletes the selected rows (R-LIST-10) in batches of 1000 ids: the chosen ids, or with "all
 * matching" every row of the filter, found and removed a batch at a time. Returns how many went.
 */
export const deleteSelection = async (
  calls: DeleteCalls,
  selection: Selection,
  filter: Filter
): Promise<number> => {
  let count = 0
  if (!selection.allMatching) {
    const ids = [...selection.ids]
    for (let start = 0; start < ids.length; start += BATCH)
      count += await removeIds(calls, ids.slice(start, start + BATCH))
    return count
  }
  for (;;) {
    const ids = await calls.findIds(filter, BATCH)
    if (ids.length === 0) return count
    const removed = await removeIds(calls, ids)
    // Rows that match but cannot be removed would be found again and again.
    if (removed === 0) return count
    count += removed
  }
}
