import { MAX_IMPORT_ROWS, tooManyRows } from './import-limits'
import type { ReadOptions, TableRow } from './read-table.types'
import { SharedString, type SheetCell } from './xlsx-cell'
import { readSheet, type SheetRow } from './xlsx-sheet'
import { readSharedStrings } from './xlsx-strings'
import { readDateStyles } from './xlsx-styles'
import { readWorkbookParts } from './xlsx-workbook'
import { STOP_READING } from './xml-part'
import { openWorkbookZip } from './xlsx-zip'

const sharedIndexes = (cells: Iterable<SheetCell>, into = new Set<number>()) => {
  for (const cell of cells) if (cell instanceof SharedString) into.add(cell.index)
  return into
}

const resolve = (cell: SheetCell | undefined, strings: Map<number, string>) =>
  cell instanceof SharedString ? (strings.get(cell.index) ?? '') : cell

/**
 * The rows of an xlsx workbook's first sheet, read as streams from its zip. Its first row names
 * the columns and is checked before any other row is read; then only those columns are kept, and
 * only the shared strings they use. Refused (413) at the first sign of more rows than the cap.
 */
export const readXlsx = async (file: string, options: ReadOptions): Promise<TableRow[]> => {
  const zip = await openWorkbookZip(file)
  try {
    const parts = await readWorkbookParts(zip)
    const dates = { dates: await readDateStyles(zip, parts.styles), date1904: parts.date1904 }
    const maxRow = MAX_IMPORT_ROWS + 1

    let header: SheetRow | undefined
    await readSheet(zip, parts.sheet, {
      ...dates,
      maxRow,
      onRow(row) {
        if (row.number === 1) header = row
        throw STOP_READING
      }
    })
    const headerCells = header?.cells ?? new Map<number, SheetCell>()
    const headerStrings = await readSharedStrings(
      zip,
      parts.sharedStrings,
      sharedIndexes(headerCells.values())
    )
    const names = new Map<number, string>()
    for (const [column, cell] of headerCells) {
      const name = String(resolve(cell, headerStrings))
      if (name) names.set(column, name)
    }
    options.checkHeaders([...names.values()])

    const rows: SheetRow[] = []
    await readSheet(zip, parts.sheet, {
      ...dates,
      maxRow,
      columns: new Set(names.keys()),
      onRow(row) {
        if (row.number === 1 || !row.hasValues) return
        if (rows.length === MAX_IMPORT_ROWS) throw tooManyRows()
        rows.push(row)
      }
    })
    const wanted = new Set<number>()
    for (const row of rows) sharedIndexes(row.cells.values(), wanted)
    const strings = await readSharedStrings(zip, parts.sharedStrings, wanted)
    return rows.map((row) => {
      const record: TableRow = {}
      for (const [column, name] of names) record[name] = resolve(row.cells.get(column), strings) ?? ''
      return record
    })
  } finally {
    zip.close()
  }
}
