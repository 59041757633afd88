import type { ListColumn } from './buildColumns'
import type { Sorting } from '../rows/listBody'
import { SortHeader } from './SortHeader'

export interface ColumnHeadingProps {
  column: ListColumn
  label: string
  sorting: Sorting
}

/** A column's heading: a sort button where the column can be sorted, else its label. */
export function ColumnHeading({ column, label, sorting }: ColumnHeadingProps) {
  if (!column.sortable) return <>{label}</>
  return (
    <SortHeader
      label={label}
      field={column.name}
      sort={sorting.sort}
      onClick={sorting.onSort}
      onLongPress={sorting.onLongPress}
    />
  )
}
