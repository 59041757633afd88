import type { FieldDef, LinkedTable, SelectionState, SortColumn } from '@tutor-admin/shared'
import type { ListColumn } from '../../records/columns/buildColumns'
import type { ColumnsLayout } from '../columns/columnsLayout'
import type { CellContext } from '../../records/columns/cellText'
import type { Row } from '../../records/data/fetchRows'
import type { AttachmentInfo } from '../../records/references/useRefLabels'

/** The sort of a list and what its headings do with it (R-PAGE-01, R-PAGE-02). */
export interface Sorting {
  sort: SortColumn[]
  /** A click: ascending, descending, off. */
  onSort: (field: string) => void
  /** A long press: adds or removes a further sort column. */
  onLongPress: (field: string) => void
}

/** What every list view (table, cards, virtual list) shows and does with its rows. */
export interface ListViewProps {
  columns: ListColumn[]
  /** Headings of the columns, in the interface language. */
  headings: string[]
  isSelected: (id: string) => boolean
  toggleRow: (id: string) => void
  pageState: SelectionState
  togglePage: () => void
  sorting: Sorting
  onOpen: (row: Row) => void
  /** Absent when the user may not remove rows. */
  onDelete?: (row: Row) => void
  /** Absent when the user may not create rows. */
  onClone?: (row: Row) => void
  /** Loading, no data or no results (R-LIST-12); null when rows show. */
  message: string | null
  /**
   * What `e` does (keyboard use of lists): edit the selected rows. Without it, `e` runs the top
   * bar's "Edit selected" action when offered, else opens the focused row.
   */
  onEditSelected?: () => void
}

/** The rows of a paged list, as a table or as cards. */
export interface ListBodyProps extends ListViewProps {
  expands: FieldDef[]
  /** The route's linked records, shown when a row is expanded (R-SCH-09). */
  linked?: LinkedTable
  rows: Row[]
  context: CellContext
  attachments: ReadonlyMap<string, AttachmentInfo>
  columnsLayout: ColumnsLayout
}
