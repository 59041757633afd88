/**
 * Spreadsheet programs run a CSV cell that begins with one of these as a formula, so a text cell
 * such as `=HYPERLINK(...)` would run when staff open an export (OWASP "CSV injection").
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/
/** A cell that export guarded: one apostrophe, then what the record holds. */
const GUARDED = /^'+[=+\-@\t\r]/
const APOSTROPHE = 39

/**
 * A text cell that would read as a formula gets one leading apostrophe, which spreadsheets show
 * as text. Cells that already begin with apostrophes get one more, so import can tell them apart.
 */
export const guardFormula = <T>(cell: T): T | string =>
  typeof cell === 'string' && FORMULA_LIKE.test(cell) ? `'${cell}` : cell

/** The inverse of `guardFormula`, for CSV import: an exported file re-imports as it was. */
export const unguardFormula = (cell: string): string =>
  // Most cells do not begin with an apostrophe: no expression run for them.
  cell.charCodeAt(0) === APOSTROPHE && GUARDED.test(cell) ? cell.slice(1) : cell
