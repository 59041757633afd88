import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared/constants'

/** Rows one load fetches for a viewport height: height / row height + 3, at least 10 (R-VL-04). */
export const rowsPerLoad = (viewportHeight: number): number =>
  Math.max(V.minLoadLimit, Math.ceil(viewportHeight / V.rowHeight) + V.extraRows)

/** Rows kept loaded around the viewport: at least three loads, never over 1000 (R-VL-03). */
export const rowsKept = (viewportHeight: number): number =>
  Math.min(V.maxRenderedItems, rowsPerLoad(viewportHeight) * V.minPages)

/** Whether the scroll position is within the buffer of the end of the loaded rows. */
export const needsMore = (scrollTop: number, viewportHeight: number, loadedRows: number): boolean =>
  scrollTop + viewportHeight + V.bufferPx >= loadedRows * V.rowHeight
