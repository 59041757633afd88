import { errorData } from '@tutor-admin/shared'
import { UnsupportedMediaType } from '../../errors/http-errors'
import { IMPORT_EXTENSIONS } from './import-limits'
import { readCsv } from './read-csv'
import { readXlsx } from './read-xlsx'
import type { ReceivedFile } from '../../uploads/receive-files'
import type { ReadOptions, TableRead } from './read-table.types'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Names of the text files import reads: CSV, and tab-separated text (Excel's "Unicode text" is .txt). */
const TEXT_FILE = /\.(csv|tsv|txt)$/
const TEXT_TYPES = new Set(['text/csv', 'text/tab-separated-values'])

const kindOf = (file: ReceivedFile): 'text' | 'xlsx' | undefined => {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx') || file.claimedType === XLSX_MIME) return 'xlsx'
  if (TEXT_FILE.test(name) || TEXT_TYPES.has(file.claimedType)) return 'text'
  return undefined
}

/**
 * The rows of an uploaded csv, tab-separated text or xlsx file as header -> cell maps, with the
 * encoding a text file was read in: 415 for any other file or one whose content is not what its
 * name says, 413 past the row cap.
 */
export const readTable = async (file: ReceivedFile, options: ReadOptions): Promise<TableRead> => {
  const kind = kindOf(file)
  if (!kind)
    throw new UnsupportedMediaType(
      'Import takes .csv, .tsv, .txt (tab-separated) or .xlsx files',
      errorData('unsupportedFile', { accept: IMPORT_EXTENSIONS })
    )
  return kind === 'text' ? readCsv(file.path, options) : { rows: await readXlsx(file.path, options) }
}
