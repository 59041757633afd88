/**
 * Business constants and limits of the product (spec §9), in one place for the web and the server
 * alike (R-CONST-01). Change a value here and both sides follow.
 */

/** What the interface shows and how it is laid out (R-CONST-02). */
export const UI_CONSTANTS = {
  /** The language cookie (C19, R-RT-15). */
  langCookie: { name: 'lang', expiresDays: 365, path: '/', sameSite: 'lax' },
  defaultTitle: 'Admin',
  currencySymbol: '$',
  drawerWidth: 250,
  menuDefaultOrder: 9999,
  mediaDialogWidth: '80%',
  thumbnail: { width: 150, height: 150 },
  searchPopupWidth: 200,
  /** Search chips cycle through these colours (R-SRCH-11). */
  searchColors: ['primary', 'secondary', 'success', 'warning', 'info', 'error'],
  richEditorMinHeight: 400,
  textAreaRows: { normal: 6, dense: 3 },
  /** dayjs formats of a date with its time and of a date alone (R-RT-18). */
  dateFormat: { withTime: 'lll', dateOnly: 'll' },
  /** Below this breakpoint lists turn into cards and search opens in a dialog (R-LIST-11). */
  mobileBreakpoint: 'sm'
} as const

/** How much data one call moves (R-CONST-03). */
export const DATA_CONSTANTS = {
  referenceLookupLimit: 100,
  idChunkSize: 20,
  mediaPageSize: 40,
  defaultFileType: 'image/*',
  exportFormats: ['csv', 'xlsx'],
  defaultPageSize: 10,
  /** -1 means every row (R-PAGE-04). */
  pageSizeChoices: [5, 10, 20, 100, -1],
  unlimitedPageSize: -1,
  maxPageButtons: 10,
  cursorModeTotal: 999,
  /**
   * Lists of a collection with more rows than this answer an estimated total, and filtered lists
   * count this many matches at most, unless the exact figure is asked for (`$count=exact`).
   */
  exactCountLimit: 100_000,
  /**
   * Most matching rows a big collection's list is sorted by a column no index serves (R-PAGE-03):
   * beyond it the server refuses the order (`sortNeedsIndex`) and the console greys the heading.
   * Never more than the exact count limit, so that a list's total tells which side it is on.
   * Reading the matches is the cost: of 1M teachers, some 120 ms of CPU a page for 40,000 on
   * either engine, 140–180 ms for 50,000.
   */
  unindexedSortLimit: 50_000
} as const

/** Timings in milliseconds, and retry counts (R-CONST-04). */
export const TIMING_CONSTANTS = {
  socketTimeout: 30_000,
  authRetries: 3,
  loadingBar: { throttle: 200, duration: 5000, hideDelay: 500 },
  dialogRemoveDelay: 500,
  fetchDisplayDelay: 200,
  searchThrottle: 1000,
  longPress: { duration: 1000, moveTolerance: 20 },
  chunkReloadInterval: 60_000
} as const

/** The virtual list (R-CONST-05). */
export const VIRTUAL_LIST_CONSTANTS = {
  maxRenderedItems: 1000,
  rowHeight: 41,
  bufferPx: 400,
  minPages: 3,
  minLoadLimit: 10,
  /** rowsPerPage = height / rowHeight + extraRows. */
  extraRows: 3,
  loadDelay: 500,
  indexColumnWidth: 50,
  columnWidth: 180
} as const

/** Image widths served for attachments (spec §3, R-MED-12). */
export const IMAGE_WIDTHS = { small: 400, medium: 800, large: 1200, exlarge: 2000 } as const
