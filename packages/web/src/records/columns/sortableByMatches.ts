import { DATA_CONSTANTS, type CollectionDef, type TotalEstimate } from '@tutor-admin/shared'
import type { ListColumn } from './buildColumns'

/** What a list knows of how many rows its conditions match: nothing yet, a count, or an estimate. */
export interface ListMatches {
  total?: number
  totalEstimated?: TotalEstimate
}

/**
 * Whether the server sorts a list by a field no index serves (R-PAGE-03): a collection that is not
 * big, always; a big one while the list's conditions match at most its `sortLimit` rows, which an
 * exact total tells (an estimated one is above the exact count limit, and so above the bound).
 */
export const sortsWithoutIndex = (collection: CollectionDef, { total, totalEstimated }: ListMatches) =>
  !collection.big ||
  (total !== undefined &&
    !totalEstimated &&
    total <= (collection.sortLimit ?? DATA_CONSTANTS.unindexedSortLimit))

/**
 * A list's columns as its matches allow: a column no index serves (`unindexed`) is sorted like any
 * other while the server would sort it, and greyed only while it would refuse (`sortNeedsIndex`).
 */
export const sortableByMatches = (
  columns: ListColumn[],
  collection: CollectionDef,
  matches: ListMatches
): ListColumn[] =>
  columns.some((column) => column.unindexed) && sortsWithoutIndex(collection, matches)
    ? columns.map(({ unindexed, ...column }) => (unindexed ? { ...column, sortable: true } : column))
    : columns
