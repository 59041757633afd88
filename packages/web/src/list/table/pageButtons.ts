import { DATA_CONSTANTS } from '@tutor-admin/shared'

/** Pages of a list: one for "every row" (-1), at least one when empty. */
export const pageCountOf = (total: number, rowsPerPage: number): number =>
  rowsPerPage < 0 ? 1 : Math.max(1, Math.ceil(total / rowsPerPage))

/**
 * The page buttons shown (R-PAGE-05): at most 10 consecutive pages, the current one kept near the
 * middle.
 * @example pageButtons(15, 40) // [10, 11, …, 19]
 */
export const pageButtons = (
  page: number,
  pageCount: number,
  max: number = DATA_CONSTANTS.maxPageButtons
): number[] => {
  const count = Math.min(max, pageCount)
  const start = Math.min(Math.max(1, page - Math.floor(max / 2)), pageCount - count + 1)
  return Array.from({ length: count }, (_, index) => start + index)
}
