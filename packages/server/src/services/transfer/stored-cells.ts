import type { Dialect } from '../../db/dialects'
import type { TableModel } from '../../db/schema/table-model'
import type { TableColumn } from './table-columns'

type Row = Record<string, unknown>
export type Cell = string | number | boolean

const OPEN_BRACKET = 0x5b
const OPEN_BRACE = 0x7b

/** A value as a cell: numbers and booleans as they are, lists and objects as JSON, a language's text. */
const cellOf = (value: unknown, column: TableColumn): Cell => {
  if (value === null || value === undefined) return ''
  if (column.lang) {
    const text = Array.isArray(value) ? value.find((item) => item?.lang === column.lang)?.value : undefined
    return typeof text === 'string' ? text : ''
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return value as Cell
}

/** Whether a stored value is a list or an object kept as JSON text: its cell as it is. */
const isJsonText = (value: unknown): value is string =>
  typeof value === 'string' && (value.charCodeAt(0) === OPEN_BRACKET || value.charCodeAt(0) === OPEN_BRACE)

/** Reads one column's cell from a row as the database gave it. */
const cellReader = (dialect: Dialect, model: TableModel, column: TableColumn) => {
  const name = column.field.name
  const kind = model.columns.get(name)?.kind ?? 'text'
  // Parsed and written again it would be the same text: an export of a million rows skips both.
  if (kind === 'json' && !column.lang)
    return (row: Row) => {
      const stored = row[name]
      return isJsonText(stored) ? stored : cellOf(dialect.fromDb(kind, stored), column)
    }
  return (row: Row) => cellOf(dialect.fromDb(kind, row[name]), column)
}

/**
 * The cells of export `columns` from rows as stored (`ItemsService._scan`), as the records they
 * hold would give them: numbers and booleans as they are, lists and objects as JSON, translatable
 * text one language per column.
 */
export const storedCells = (dialect: Dialect, model: TableModel, columns: TableColumn[]) => {
  const readers = columns.map((column) => cellReader(dialect, model, column))
  return (row: Row): Cell[] => readers.map((read) => read(row))
}
