import type { ListColumn } from '../records/columns/buildColumns'
import { cellText, type CellContext } from '../records/columns/cellText'
import type { HistoryRow } from './historyRows'

const plain = (value: unknown): string =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)

/** An item of a list of objects: its values, each named by its key. */
const objectText = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .filter(([, item]) => item !== null && item !== undefined && item !== '')
        .map(([key, item]) => `${key}: ${plain(item)}`)
        .join(', ')
    : plain(value)

/**
 * One side of a diff line as the list's cells show values (references by their names, dates,
 * enumerations by their labels); a language's text as it is, an item of objects by its values,
 * a field the catalogue no longer has as stored. No value gives ''.
 */
export const historyValueText = (
  row: HistoryRow,
  value: unknown,
  column: ListColumn | undefined,
  context: CellContext
): string => {
  if (value === null || value === undefined) return ''
  if (row.lang !== undefined || !column) return plain(value)
  if (row.item !== undefined && column.kind === 'objects') return objectText(value)
  return cellText(value, column, context)
}
