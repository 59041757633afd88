import type { Condition } from '@tutor-admin/shared'
import type { TableModel } from '../schema/table-model'

type Compare = Extract<Condition, { kind: 'compare' }>

/** A `$contains` on a column with a text index. */
export const isIndexedSearch = (model: TableModel, condition: Condition): condition is Compare =>
  condition.kind === 'compare' &&
  condition.op === 'contains' &&
  !condition.path &&
  model.textIndexed.has(condition.field)

/**
 * The text search a filter consists of when it is nothing else: one term in one or several
 * text-indexed columns (a keyword search, R-SRCH-06). The text index can then answer alone.
 */
export const soleTextSearch = (
  model: TableModel,
  condition: Condition | undefined
): { columns: string[]; term: string } | undefined => {
  const items = condition?.kind === 'or' ? condition.items : condition ? [condition] : []
  if (items.length === 0 || !items.every((item) => isIndexedSearch(model, item))) return undefined
  const terms = new Set(items.map((item) => String((item as Compare).value)))
  if (terms.size !== 1) return undefined
  return { columns: [...new Set(items.map((item) => (item as Compare).field))], term: [...terms][0] }
}
