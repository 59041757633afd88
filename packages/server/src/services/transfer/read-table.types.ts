/** A row of an imported file: its cells by column name. */
export type TableRow = Record<string, unknown>

/** What every reader of an imported file is told. */
export interface ReadOptions {
  /** Checks the file's column names as soon as they are read, before any row; throws to refuse. */
  checkHeaders(headers: string[]): void
}
