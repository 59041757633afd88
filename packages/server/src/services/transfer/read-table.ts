import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { BadRequest } from '@feathersjs/errors'
import { UnsupportedMediaType } from '../../errors'
import type { Upload } from './read-upload'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
/** Zip files (xlsx) begin with these bytes. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])

export type TableRow = Record<string, unknown>

const kindOf = (file: Upload['file']): 'csv' | 'xlsx' | undefined => {
  const name = file.name.toLowerCase()
  if (name.endsWith('.xlsx') || file.mime === XLSX_MIME)
    return file.data.subarray(0, 4).equals(ZIP_MAGIC) ? 'xlsx' : undefined
  if (name.endsWith('.csv') || file.mime === 'text/csv') return 'csv'
  return undefined
}

const readCsv = (data: Buffer): TableRow[] => {
  try {
    return parse(data, { bom: true, columns: true, skip_empty_lines: true, relax_column_count: false })
  } catch (error) {
    throw new BadRequest(`The CSV file cannot be read: ${(error as Error).message}`)
  }
}

const cellValue = (value: ExcelJS.CellValue): unknown => {
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return value.text
    if ('result' in value) return value.result
    return ''
  }
  return value
}

const readXlsx = async (data: Buffer): Promise<TableRow[]> => {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer)
  } catch (error) {
    throw new BadRequest(`The xlsx file cannot be read: ${(error as Error).message}`)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const headers: string[] = []
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = String(cellValue(cell.value) ?? '')))
  const rows: TableRow[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const record: TableRow = {}
    headers.forEach(
      (header, column) => header && (record[header] = cellValue(row.getCell(column).value) ?? '')
    )
    rows.push(record)
  })
  return rows
}

/** The rows of an uploaded csv or xlsx file as header -> cell maps (415 for any other file). */
export const readTable = async (file: Upload['file']): Promise<TableRow[]> => {
  const kind = kindOf(file)
  if (!kind) throw new UnsupportedMediaType('Import takes .csv or .xlsx files')
  return kind === 'csv' ? readCsv(file.data) : readXlsx(file.data)
}
