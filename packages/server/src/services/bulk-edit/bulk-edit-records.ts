import { bulkChangesOf, type Condition } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../../db/dialects'
import { compileFilter } from '../../db/query/apply-filter'
import { fromRow } from '../../db/row-codec'
import type { TableModel } from '../../db/schema/table-model'
import type { BulkEditPlan } from './bulk-edit.schema'

/** Rows of a table the filter matches (every row without one), after `after` in `_id` order when given. */
export const matchingRows = (
  knex: Knex,
  dialect: Dialect,
  model: TableModel,
  filter: Condition | undefined,
  after?: string
) => {
  const builder = knex(model.table)
  if (filter) {
    const where = compileFilter(dialect, model, filter)
    void builder.whereRaw(where.sql, where.bindings as Knex.RawBinding[])
  }
  if (after !== undefined) void builder.andWhere('_id', '>', after)
  return builder
}

/** Records read at a time to count what a bulk edit would change. */
const PREVIEW_BATCH = 2000

/**
 * How many records a bulk edit covers (`total`) and how many of them it would change (`changing`:
 * the others are already so), read a few thousand at a time, only the fields it changes.
 */
export const previewCounts = async (knex: Knex, dialect: Dialect, model: TableModel, plan: BulkEditPlan) => {
  const { set, add, remove } = plan.changes
  const fields = [...new Set([...Object.keys(set), ...Object.keys(add), ...Object.keys(remove)])]
  let total = 0
  let changing = 0
  let after: string | undefined
  for (;;) {
    const rows: Record<string, unknown>[] = await matchingRows(knex, dialect, model, plan.filter, after)
      .select(['_id', ...fields])
      .orderBy('_id', 'asc')
      .limit(PREVIEW_BATCH)
    if (rows.length === 0) return { total, changing }
    for (const row of rows)
      if (Object.keys(bulkChangesOf(fromRow(dialect, model, row), plan.changes)).length) changing++
    total += rows.length
    after = String(rows[rows.length - 1]._id)
    // Other requests get their turn between two reads.
    await new Promise((resolve) => setImmediate(resolve))
  }
}
