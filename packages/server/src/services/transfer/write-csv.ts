import type { Writable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { guardFormula } from './formula-cells'
import type { Row } from './matching-rows'
import { toCell, type TableColumn } from './table-columns'
import { writableAgain } from './writable-again'

/** Writes rows as UTF-8 CSV with a header row; text cells that would run as formulas are guarded. */
export const writeCsv = async (rows: AsyncIterable<Row[]>, columns: TableColumn[], out: Writable) => {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  out.write('\uFEFF')
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    cast: { boolean: String }
  })
  csv.pipe(out)
  for await (const batch of rows)
    for (const row of batch) {
      csv.write(columns.map((c) => guardFormula(toCell(row, c))))
      await writableAgain(csv, out)
    }
  csv.end()
}
