import { DATA_CONSTANTS, type Paginated } from '@tutor-admin/shared'
import type { FindQuery } from './listQuery'
import { normalizeAnswer, type ListAnswer } from './normalizeAnswer'

/** A row of a list: a record with its `_id`. */
export type Row = Record<string, unknown> & { _id: string }

/**
 * Rows keyed by `_id`, else by their position in the answer (R-SCH-10): a service answering records
 * without one still lists them, under keys that stay the same when the page is fetched again.
 * Generated keys start with "~", which no record id does; such rows cannot be opened or removed.
 */
export const withRowKeys = (rows: Array<Record<string, unknown>>, offset = 0): Row[] =>
  rows.map((row, index) =>
    typeof row._id === 'string' && row._id ? (row as Row) : { ...row, _id: `~${offset + index}` }
  )

/** Whether a row carries its record's own id (not a key generated for the list). */
export const hasRecordId = (row: Row) => !row._id.startsWith('~')

/** The service's find, as the list calls it. */
export type FindCall = (service: string, query: FindQuery) => Promise<Paginated<Row> | Row[]>

/**
 * Fetches one page of a list, normalised (R-LIST-05); cursor mode shows total 999 (R-PAGE-06).
 * With `all` (rows per page -1, R-PAGE-04) it goes on through the server's largest pages until
 * every matching row is in.
 */
export const fetchListPage = async (
  find: FindCall,
  service: string,
  query: FindQuery,
  all = false
): Promise<ListAnswer<Row>> => {
  const context = { cursorTotal: DATA_CONSTANTS.cursorModeTotal }
  const load = async (pageQuery: FindQuery, offset: number) => {
    const page = normalizeAnswer(await find(service, pageQuery), context)
    return { ...page, data: withRowKeys(page.data, offset) }
  }
  const first = await load(query, query.$skip ?? 0)
  if (!all) return first
  const data = [...first.data]
  let page = first
  const cursorMode = query.$cursor !== undefined
  // An estimated total is no end: the pages go on until one comes back empty.
  const more = () => (cursorMode ? page.cursors.next : first.totalEstimated || data.length < page.total)
  while (page.data.length > 0 && more()) {
    const next = cursorMode ? { ...query, $cursor: page.cursors.next! } : { ...query, $skip: data.length }
    page = await load(next, data.length)
    data.push(...page.data)
  }
  return {
    ...first,
    data,
    total: cursorMode ? data.length : first.total,
    limit: data.length,
    cursors: page.cursors
  }
}
