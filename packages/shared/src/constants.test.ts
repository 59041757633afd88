import { describe, expect, it } from 'vitest'
import {
  DATA_CONSTANTS,
  IMAGE_WIDTHS,
  TIMING_CONSTANTS,
  UI_CONSTANTS,
  VIRTUAL_LIST_CONSTANTS
} from './constants'

describe('business constants (R-CONST-01)', () => {
  it('keeps every §9 value in one module', () => {
    expect({
      UI_CONSTANTS,
      DATA_CONSTANTS,
      TIMING_CONSTANTS,
      VIRTUAL_LIST_CONSTANTS,
      IMAGE_WIDTHS
    }).toMatchSnapshot()
  })

  it('R-CONST-02 interface values', () => {
    expect(UI_CONSTANTS.langCookie).toEqual({ name: 'lang', expiresDays: 365, path: '/', sameSite: 'lax' })
    expect(UI_CONSTANTS.defaultTitle).toBe('Admin')
    expect(UI_CONSTANTS.currencySymbol).toBe('$')
    expect(UI_CONSTANTS.drawerWidth).toBe(250)
    expect(UI_CONSTANTS.menuDefaultOrder).toBe(9999)
    expect(UI_CONSTANTS.mediaDialogWidth).toBe('80%')
    expect(UI_CONSTANTS.thumbnail).toEqual({ width: 150, height: 150 })
    expect(UI_CONSTANTS.searchPopupWidth).toBe(200)
    expect(new Set(UI_CONSTANTS.searchColors).size).toBe(6)
    expect(UI_CONSTANTS.richEditorMinHeight).toBe(400)
    expect(UI_CONSTANTS.textAreaRows).toEqual({ normal: 6, dense: 3 })
    expect(UI_CONSTANTS.dateFormat).toEqual({ withTime: 'lll', dateOnly: 'll' })
  })

  it('R-CONST-03 data values', () => {
    expect(DATA_CONSTANTS).toMatchObject({
      referenceLookupLimit: 100,
      idChunkSize: 20,
      mediaPageSize: 40,
      defaultFileType: 'image/*',
      exportFormats: ['csv', 'xlsx'],
      defaultPageSize: 10,
      pageSizeChoices: [5, 10, 20, 100, -1],
      maxPageButtons: 10,
      cursorModeTotal: 999
    })
  })

  it('R-CONST-04 timings', () => {
    expect(TIMING_CONSTANTS).toEqual({
      socketTimeout: 30_000,
      authRetries: 3,
      loadingBar: { throttle: 200, duration: 5000, hideDelay: 500 },
      dialogRemoveDelay: 500,
      fetchDisplayDelay: 200,
      searchThrottle: 1000,
      longPress: { duration: 1000, moveTolerance: 20 },
      chunkReloadInterval: 60_000
    })
  })

  it('R-CONST-05 virtual list', () => {
    expect(VIRTUAL_LIST_CONSTANTS).toEqual({
      maxRenderedItems: 1000,
      rowHeight: 41,
      bufferPx: 400,
      minPages: 3,
      minLoadLimit: 10,
      extraRows: 3,
      loadDelay: 500,
      indexColumnWidth: 50,
      columnWidth: 180
    })
  })
})
