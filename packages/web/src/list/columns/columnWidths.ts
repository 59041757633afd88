import { VIRTUAL_LIST_CONSTANTS as V } from '@tutor-admin/shared/constants'
import type { ListColumn } from '../../records/columns/buildColumns'

/** The CSS variable that holds the width of the list's column at this place. */
const widthVariable = (index: number) => `--list-column-${index}`
/** The CSS variable that cuts the content of a column given a width. */
const overflowVariable = (index: number) => `--list-column-${index}-overflow`

/** The CSS variables that show the column at this place at a width, its content cut to it. */
export const columnWidthStyle = (index: number, width: number): Record<string, string> => ({
  [widthVariable(index)]: `${width}px`,
  [overflowVariable(index)]: 'hidden'
})

/** The CSS variables of the widths the person gave the columns. */
export const widthVariables = (columns: Pick<ListColumn, 'width'>[]): Record<string, string> =>
  Object.assign(
    {},
    ...columns.map((column, index) =>
      column.width === undefined ? {} : columnWidthStyle(index, column.width)
    )
  )

/**
 * The table's rules for the widths of its data columns (each after the checkbox column): a
 * column given a width takes it, its cells cut with an ellipsis; any other keeps its own width,
 * long text at most `longText` pixels. Set once on the table, so that a drag changes variables
 * and no cell.
 */
export const tableWidthRules = (
  columns: Pick<ListColumn, 'name'>[],
  isLong: (index: number) => boolean,
  longText: number
): Record<string, Record<string, string>> => ({
  '& td': { textOverflow: 'ellipsis' },
  ...Object.fromEntries(
    columns.map((_, index) => {
      const width = `var(${widthVariable(index)}, auto)`
      return [
        `& tr > :nth-child(${index + 2})`,
        {
          width,
          minWidth: width,
          maxWidth: `var(${widthVariable(index)}, ${isLong(index) ? `${longText}px` : 'none'})`,
          overflow: `var(${overflowVariable(index)}, ${isLong(index) ? 'hidden' : 'visible'})`
        }
      ]
    })
  )
})

/**
 * The grid columns of the virtual list (R-VL-05): the index (50 px), the checkbox, each column
 * at its width (180 px unless the person resized it), the row buttons.
 */
export const virtualGridColumns = (widths: Array<number | undefined>): string =>
  [`${V.indexColumnWidth}px`, '42px', ...widths.map((width) => `${width ?? V.columnWidth}px`), '88px'].join(
    ' '
  )
