import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { BadRequest, FeathersError } from '@feathersjs/errors'
import { parse } from 'csv-parse'
import { unguardFormula } from './formula-cells'
import { MAX_IMPORT_ROWS, tooManyRows } from './import-limits'
import type { ReadOptions, TableRow } from './read-table'
import { textOnly } from './text-only'

/**
 * The rows of a CSV file, read as a stream: refused (415) at the first byte that is not UTF-8
 * text, and (413) at the row after the cap, without reading on.
 */
export const readCsv = async (file: string, options: ReadOptions): Promise<TableRow[]> => {
  const rows: TableRow[] = []
  const parser = parse({
    bom: true,
    columns: (headers: string[]) => {
      options.checkHeaders(headers)
      return headers
    },
    skip_empty_lines: true,
    relax_column_count: false
  })
  try {
    await pipeline(
      fs.createReadStream(file),
      textOnly(),
      parser,
      async (records: AsyncIterable<TableRow>) => {
        for await (const record of records) {
          if (rows.length === MAX_IMPORT_ROWS) throw tooManyRows()
          for (const header in record) record[header] = unguardFormula(record[header] as string)
          rows.push(record)
        }
      }
    )
  } catch (error) {
    if (error instanceof FeathersError) throw error
    throw new BadRequest(`The CSV file cannot be read: ${(error as Error).message}`)
  }
  return rows
}
