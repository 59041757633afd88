import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared/constants'

/** Rows of one page for a viewport height: height / row height + 3, at least 10 (R-VL-04). */
export const rowsPerLoad = (viewportHeight: number): number =>
  Math.max(V.minLoadLimit, Math.ceil(viewportHeight / V.rowHeight) + V.extraRows)

/** Rows one load fetches: three pages, never over 1000 (R-VL-03, R-VL-04). */
export const rowsKept = (viewportHeight: number): number =>
  Math.min(V.maxRenderedItems, rowsPerLoad(viewportHeight) * V.minPages)

/** Rows within the 400 px buffer above and below the viewport. */
export const bufferRows = (): number => Math.ceil(V.bufferPx / V.rowHeight)

/** The index range that should be loaded for the rows on screen: those plus the buffer each side. */
export const wantedRange = (firstVisible: number, lastVisible: number, total: number): [number, number] => [
  Math.max(0, firstVisible - bufferRows()),
  Math.min(total - 1, lastVisible + bufferRows())
]

/** The first index of a range that is not loaded, or -1. */
export const firstMissing = (range: [number, number], isLoaded: (index: number) => boolean): number => {
  for (let index = range[0]; index <= range[1]; index++) if (!isLoaded(index)) return index
  return -1
}

/** The missing indexes from `first` on, up to a loaded one, the range's end or `limit` of them. */
export const missingRun = (
  range: [number, number],
  first: number,
  limit: number,
  isLoaded: (index: number) => boolean
): [number, number] => {
  let last = first
  while (last < range[1] && last + 1 < first + limit && !isLoaded(last + 1)) last++
  return [first, last]
}

/**
 * The loaded indexes to forget so that at most `max` rows (1000) stay, farthest from the
 * viewport first (R-VL-03).
 */
export const indexesToDrop = (
  loaded: number[],
  center: number,
  max: number = V.maxRenderedItems
): number[] =>
  loaded.length <= max
    ? []
    : [...loaded].sort((a, b) => Math.abs(b - center) - Math.abs(a - center)).slice(0, loaded.length - max)

/** Browsers cap an element's height near 33.5 million px: the list scrolls over at most this many rows. */
export const MAX_SCROLL_ROWS = Math.floor(33_000_000 / V.rowHeight)
