import type { ListColumn } from './buildColumns'
import { cellText, type CellContext } from './cellText'
import type { Row } from '../data/fetchRows'

/** How a row is named in confirmations and labels: its first column with text, else its id. */
export const rowLabel = (row: Row, columns: ListColumn[], context: CellContext): string => {
  for (const column of columns) {
    const text = cellText(row[column.name], column, context)
    if (text && text !== '…') return text
  }
  return row._id
}
