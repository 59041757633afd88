import fs from 'node:fs/promises'
import { BadRequest } from '@feathersjs/errors'
import Papa from 'papaparse'
import { unguardFormula } from './formula-cells'
import { MAX_IMPORT_ROWS, tooManyRows } from './import-limits'
import type { ReadOptions, TableRead, TableRow } from './read-table.types'
import { decodeText } from './text-encoding'

const unreadable = (reason: string) => new BadRequest(`The CSV file cannot be read: ${reason}`)

/**
 * Tab when the header line holds tabs and no comma, as Excel's "Unicode text" (tab-separated
 * UTF-16) and other tab-separated files do; else comma.
 */
const delimiterOf = (text: string) => {
  const end = text.indexOf('\n')
  const header = end < 0 ? text : text.slice(0, end)
  return header.includes('\t') && !header.includes(',') ? '\t' : ','
}

/**
 * The rows of a CSV (or tab-separated text) file as header -> cell maps, formula cells unguarded,
 * and the encoding it was read in (`decodeText`: UTF-8, UTF-16, Big5, Big5-HKSCS or GB18030; 415
 * for a binary file). The file is on disk, no larger than an upload may be, and read whole: a
 * parse of its text is several times faster than a stream's record by record. Rows past the cap
 * are not parsed (413); a row whose cell count differs from the header's, or a broken quote, is a
 * 400 naming its line.
 */
export const readCsv = async (file: string, options: ReadOptions): Promise<TableRead> => {
  const { text, encoding } = await decodeText(await fs.readFile(file))
  // The header and one row past the cap: enough to know the file holds too many.
  const parsed = Papa.parse<string[]>(text, {
    delimiter: delimiterOf(text),
    skipEmptyLines: true,
    preview: MAX_IMPORT_ROWS + 2
  })
  const [problem] = parsed.errors
  if (problem) throw unreadable(`${problem.message} (line ${(problem.row ?? 0) + 1})`)
  const [headers = [], ...lines] = parsed.data
  options.checkHeaders(headers)
  if (lines.length > MAX_IMPORT_ROWS) throw tooManyRows()
  const rows = lines.map((cells, index) => {
    if (cells.length !== headers.length)
      throw unreadable(`line ${index + 2} has ${cells.length} cells where the header has ${headers.length}`)
    const row: TableRow = {}
    for (let column = 0; column < headers.length; column++)
      row[headers[column]] = unguardFormula(cells[column])
    return row
  })
  return { rows, encoding }
}
