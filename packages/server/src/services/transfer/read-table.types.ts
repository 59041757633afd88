import type { ImportEncoding } from '@tutor-admin/shared'

/** A row of an imported file: its cells by column name. */
export type TableRow = Record<string, unknown>

/** What a reader of an imported file found: its rows, and for a text file the encoding read. */
export interface TableRead {
  rows: TableRow[]
  encoding?: ImportEncoding
}

/** What every reader of an imported file is told. */
export interface ReadOptions {
  /** Checks the file's column names as soon as they are read, before any row; throws to refuse. */
  checkHeaders(headers: string[]): void
}
