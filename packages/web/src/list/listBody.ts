import type { FieldDef, LinkedTable, SelectionState, SortColumn } from '@tutor-admin/shared'
import type { ListColumn } from './buildColumns'
import type { CellContext } from './cellText'
import type { Row } from './fetchRows'
import type { AttachmentInfo } from './useRefLabels'

/** What the rows of a list screen show and do, as a table or as cards. */
export interface ListBodyProps {
  columns: ListColumn[]
  /** Headings of the columns, in the interface language. */
  headings: string[]
  expands: FieldDef[]
  /** The route's linked records, shown when a row is expanded (R-SCH-09). */
  linked?: LinkedTable
  rows: Row[]
  context: CellContext
  attachments: ReadonlyMap<string, AttachmentInfo>
  isSelected: (id: string) => boolean
  toggleRow: (id: string) => void
  pageState: SelectionState
  togglePage: () => void
  sort: SortColumn[]
  onSort: (field: string) => void
  onSortLongPress: (field: string) => void
  onOpen: (row: Row) => void
  /** Absent when the user may not remove rows. */
  onDelete?: (row: Row) => void
  /** Loading, no data or no results (R-LIST-12); null when rows show. */
  message: string | null
}
