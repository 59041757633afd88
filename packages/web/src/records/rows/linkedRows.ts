import { DATA_CONSTANTS, type LinkedTable } from '@tutor-admin/shared'
import type { Row } from '../data/fetchRows'
import type { FindQuery } from '../data/listQuery'

/** The records linked to one record (R-SCH-09): held in `$linked`, with that record's id in `$linkedId`. */
export interface LinkedRecords {
  $linkedId: string
  $linked: Row[]
  total: number
}

/** The query of the records of `linkedTable.service` whose `field` is the record's id. */
export const linkedQuery = (
  linked: LinkedTable,
  id: string,
  limit: number = DATA_CONSTANTS.defaultPageSize
): FindQuery => ({
  [linked.field]: id,
  $limit: limit
})

/** The list state that opens the linked list filtered to one record (R-RT-11). */
export const linkedListState = (linked: LinkedTable, id: string) =>
  JSON.stringify({ filter: { [linked.field]: id } })
