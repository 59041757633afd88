import type { FieldProblemData } from '../errors/error-codes'

/**
 * One problem of an imported row: its line in the file (the header is line 1), its column, and
 * what is wrong: the server's words, and the code and limits the console says it with.
 */
export interface ImportError {
  row: number
  field: string
  message: string
  problem?: FieldProblemData
}

/**
 * The text encodings an imported CSV (or tab-separated text) file is read in: UTF-8, UTF-16 with a
 * byte order mark (Excel's "Unicode text"), and the legacy encodings Chinese editions of Excel save
 * in: Big5 (Big5-HKSCS when it holds Hong Kong characters) and GB18030.
 */
export const IMPORT_ENCODINGS = ['UTF-8', 'UTF-16LE', 'UTF-16BE', 'Big5', 'Big5-HKSCS', 'GB18030'] as const

export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number]

/** The answer of `POST /api/import/{service}` (C14, R-IO-05). */
export interface ImportReport {
  dryRun: boolean
  total: number
  created: number
  updated: number
  failed: number
  errors: ImportError[]
  /** The batch of the rows written (none on a dry run or when nothing was written): `POST /api/undo` takes it. */
  batch?: string
  /** The encoding a text file was read as (none for a workbook). */
  encoding?: ImportEncoding
}
