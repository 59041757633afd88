import type { Row } from '../../records/data/fetchRows'
import type { ListAnswer } from '../../records/data/normalizeAnswer'

/** A real-time event of a service (R-AUTH-14). */
export type LiveEvent = 'created' | 'patched' | 'updated' | 'removed'

/** What an event does to the shown page: a new page, or nothing to change in place. */
export type LiveChange = { kind: 'page'; answer: ListAnswer<Row> } | { kind: 'reload' } | { kind: 'none' }

/**
 * Applies a service event to the shown page in place (issue: live rows): a changed row is
 * replaced where it stands (the page does not jump even if its sort value changed), a removed row
 * leaves the page and the total; a created row is appended on `appendRow` routes, else the page
 * reloads quietly (R-LIST-15).
 */
export const applyLiveEvent = (
  answer: ListAnswer<Row>,
  event: LiveEvent,
  record: Row,
  appendRow = false
): LiveChange => {
  const index = answer.data.findIndex((row) => row._id === record._id)
  if (event === 'removed') {
    if (index < 0) return { kind: 'none' }
    return {
      kind: 'page',
      answer: {
        ...answer,
        data: answer.data.filter((_, at) => at !== index),
        total: Math.max(0, answer.total - 1)
      }
    }
  }
  if (event === 'created') {
    if (index >= 0) return { kind: 'none' }
    if (!appendRow) return { kind: 'reload' }
    return { kind: 'page', answer: { ...answer, data: [...answer.data, record], total: answer.total + 1 } }
  }
  if (index < 0) return { kind: 'none' }
  const data = [...answer.data]
  data[index] = { ...data[index], ...record }
  return { kind: 'page', answer: { ...answer, data } }
}
