import fs from 'node:fs/promises'
import { BadRequest } from '@feathersjs/errors'
import { errorData } from '@tutor-admin/shared'
import Papa from 'papaparse'
import { UnsupportedMediaType } from '../../errors/http-errors'
import { unguardFormula } from './formula-cells'
import { MAX_IMPORT_ROWS, tooManyRows } from './import-limits'
import type { ReadOptions, TableRow } from './read-table.types'

const notText = () =>
  new UnsupportedMediaType('The file is not a UTF-8 text file; save the CSV as UTF-8', errorData('notUtf8'))

const unreadable = (reason: string) => new BadRequest(`The CSV file cannot be read: ${reason}`)

/** The file's text: refused (415) when it holds a NUL byte or bytes that are not UTF-8; a byte order mark is dropped. */
const utf8Text = (bytes: Buffer) => {
  if (bytes.includes(0)) throw notText()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw notText()
  }
}

/**
 * The rows of a CSV file as header -> cell maps, formula cells unguarded. The file is on disk,
 * no larger than an upload may be, and read whole: a parse of its text is several times faster
 * than a stream's record by record. Rows past the cap are not parsed (413); a row whose cell count
 * differs from the header's, or a broken quote, is a 400 naming its line.
 */
export const readCsv = async (file: string, options: ReadOptions): Promise<TableRow[]> => {
  const text = utf8Text(await fs.readFile(file))
  // The header and one row past the cap: enough to know the file holds too many.
  const parsed = Papa.parse<string[]>(text, {
    delimiter: ',',
    skipEmptyLines: true,
    preview: MAX_IMPORT_ROWS + 2
  })
  const [problem] = parsed.errors
  if (problem) throw unreadable(`${problem.message} (line ${(problem.row ?? 0) + 1})`)
  const [headers = [], ...lines] = parsed.data
  options.checkHeaders(headers)
  if (lines.length > MAX_IMPORT_ROWS) throw tooManyRows()
  return lines.map((cells, index) => {
    if (cells.length !== headers.length)
      throw unreadable(`line ${index + 2} has ${cells.length} cells where the header has ${headers.length}`)
    const row: TableRow = {}
    for (let column = 0; column < headers.length; column++)
      row[headers[column]] = unguardFormula(cells[column])
    return row
  })
}
