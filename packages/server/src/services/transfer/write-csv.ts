import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { guardFormula } from './formula-cells'
import type { Row } from './matching-rows'
import type { Cell } from './stored-cells'
import type { TableColumn } from './table-columns'
import { writableAgain } from './writable-again'

/**
 * Writes rows as UTF-8 CSV with a header row, each row's `cells`; text cells that would run as
 * formulas are guarded.
 */
export const writeCsv = async (
  rows: AsyncIterable<Row[]>,
  columns: TableColumn[],
  cells: (row: Row) => Cell[],
  out: Writable
) => {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  out.write('\uFEFF')
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    cast: { boolean: String }
  })
  csv.pipe(out)
  for await (const batch of rows) {
    for (const row of batch) {
      const line = cells(row)
      for (let index = 0; index < line.length; index++) line[index] = guardFormula(line[index])
      // Until the writer holds enough; then wait for the download to take it.
      if (!csv.write(line)) await writableAgain(csv, out)
    }
    await writableAgain(csv, out)
  }
  csv.end()
}
