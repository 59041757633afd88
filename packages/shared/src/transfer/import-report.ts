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
}
