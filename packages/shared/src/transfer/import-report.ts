/** One problem of an imported row: its line in the file (the header is line 1) and field. */
export interface ImportError {
  row: number
  field: string
  message: string
}

/** The answer of `POST /api/import/{service}` (C14, R-IO-05). */
export interface ImportReport {
  dryRun: boolean
  total: number
  created: number
  updated: number
  failed: number
  errors: ImportError[]
}
