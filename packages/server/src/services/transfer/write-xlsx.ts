import type { Writable } from 'node:stream'
import type { Row } from './matching-rows'
import type { Cell } from './stored-cells'
import type { TableColumn } from './table-columns'
import { writableAgain } from './writable-again'

/**
 * Writes rows as a one-sheet xlsx workbook of each row's `cells`, streamed. Cells are typed
 * strings, numbers and booleans, never formulas, so text is written as it is.
 */
export const writeXlsx = async (
  rows: AsyncIterable<Row[]>,
  columns: TableColumn[],
  cells: (row: Row) => Cell[],
  out: Writable,
  name: string
) => {
  // Loaded on the first xlsx export: a server that never writes one starts without it.
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false
  })
  const sheet = workbook.addWorksheet(name)
  sheet.addRow(columns.map((column) => column.header)).commit()
  for await (const batch of rows) {
    for (const row of batch) sheet.addRow(cells(row)).commit()
    await writableAgain(out, out)
  }
  sheet.commit()
  await workbook.commit()
}
