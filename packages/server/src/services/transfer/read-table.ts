import { errorData } from '@tutor-admin/shared'
import { UnsupportedMediaType } from '../../errors/http-errors'
import { readCsv } from './read-csv'
import { readXlsx } from './read-xlsx'
import type { ReceivedFile } from '../../uploads/receive-files'
import type { ReadOptions, TableRow } from './read-table.types'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const kindOf = (file: ReceivedFile): 'csv' | 'xlsx' | undefined => {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx') || file.claimedType === XLSX_MIME) return 'xlsx'
  if (name.endsWith('.csv') || file.claimedType === 'text/csv') return 'csv'
  return undefined
}

/**
 * The rows of an uploaded csv or xlsx file as header -> cell maps, read as streams: 415 for any
 * other file or one whose content is not what its name says, 413 past the row cap.
 */
export const readTable = async (file: ReceivedFile, options: ReadOptions): Promise<TableRow[]> => {
  const kind = kindOf(file)
  if (!kind)
    throw new UnsupportedMediaType(
      'Import takes .csv or .xlsx files',
      errorData('unsupportedFile', { accept: ['.csv', '.xlsx'] })
    )
  return kind === 'csv' ? readCsv(file.path, options) : readXlsx(file.path, options)
}
