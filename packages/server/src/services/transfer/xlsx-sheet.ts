import { tooManyRows } from './import-limits'
import { cellValue, type DateSettings, type SheetCell } from './xlsx-cell'
import { readXmlPart, STOP_READING } from './xml-part'
import { notAWorkbook, type WorkbookZip } from './xlsx-zip'

export interface SheetRow {
  /** The row's number in the sheet, from 1. */
  number: number
  /** Cells by column index from 0: those of the kept columns that hold a value. */
  cells: Map<number, SheetCell>
  /** Whether any cell of the row holds a value, kept or not. */
  hasValues: boolean
}

export interface SheetOptions extends DateSettings {
  /** Columns whose cells are kept (all when unset): memory stays bounded by the columns import reads. */
  columns?: Set<number>
  /** Rows numbered beyond this, or a declared size beyond it, refuse the file (413) at once. */
  maxRow: number
  /** Called at the end of each row; it may throw STOP_READING to read no further. */
  onRow(row: SheetRow): void
}

/** Excel's last column, XFD. */
const MAX_COLUMNS = 16_384

/** `AB12` -> 27 (from 0). */
const columnOf = (reference: string) => {
  let column = 0
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0)
    if (code < 65 || code > 90) break
    column = column * 26 + code - 64
  }
  if (column < 1 || column > MAX_COLUMNS) throw notAWorkbook(`bad cell reference ${reference}`)
  return column - 1
}

/** The last row of a `<dimension ref="A1:C20">`: 20. */
const lastRowOf = (ref: string) => Number(/(\d+)$/.exec(ref.split(':').pop() ?? '')?.[1] ?? 0)

/**
 * Streams a worksheet's rows to `onRow`, inflating only as far as it reads. Its declared size
 * (`<dimension>`) and each row's number are checked against `maxRow` before any row is kept.
 */
export const readSheet = (zip: WorkbookZip, part: string, options: SheetOptions) => {
  let row: SheetRow = { number: 0, cells: new Map(), hasValues: false }
  let column = -1
  let type = 'n'
  let style = 0
  let text = ''
  let hasText = false
  let inValue = false
  let inText = false
  let inPhonetic = false
  return readXmlPart(zip, part, {
    open(name, attributes) {
      switch (name) {
        case 'dimension':
          if (attributes.ref && lastRowOf(attributes.ref) > options.maxRow) throw tooManyRows()
          break
        case 'row': {
          const number = attributes.r ? Number(attributes.r) : row.number + 1
          if (!Number.isInteger(number) || number < 1) throw notAWorkbook(`bad row number ${attributes.r}`)
          if (number > options.maxRow) throw tooManyRows()
          row = { number, cells: new Map(), hasValues: false }
          column = -1
          break
        }
        case 'c':
          column = attributes.r ? columnOf(attributes.r) : column + 1
          type = attributes.t ?? 'n'
          style = attributes.s ? Number(attributes.s) : 0
          text = ''
          hasText = false
          break
        case 'v':
          inValue = hasText = true
          break
        case 'is':
          hasText = true
          break
        case 't':
          inText = true
          break
        case 'rPh':
          inPhonetic = true
      }
    },
    text(chunk) {
      if (inValue || (inText && !inPhonetic)) text += chunk
    },
    close(name) {
      switch (name) {
        case 'v':
          inValue = false
          break
        case 't':
          inText = false
          break
        case 'rPh':
          inPhonetic = false
          break
        case 'c': {
          if (!hasText) break
          const value = cellValue(type, text, style, options)
          if (value === undefined) break
          row.hasValues = true
          if (!options.columns || options.columns.has(column)) row.cells.set(column, value)
          break
        }
        case 'row':
          options.onRow(row)
          break
        case 'sheetData':
          throw STOP_READING
      }
    }
  })
}
