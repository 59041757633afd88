import type { ColumnModel } from '../schema/table-model'
import { columnRead, compileFunction, literalKey } from './compiled-function'

/** Makes one row of a bulk insert from a complete record: every column, missing values null. */
export type RowObjectMaker = (record: Record<string, unknown>) => Record<string, unknown>

const orNull = (value: unknown) => (value === undefined ? null : value)

/**
 * A row maker compiled from the columns: one object literal, each value read by its own name and
 * derived ones worked out. A loop over the names made an array of pairs per record and every
 * read a look-up by key.
 */
export const compileRowObjectMaker = (columns: readonly Pick<ColumnModel, 'name' | 'derive'>[]) => {
  const derivations = columns.map((column) => column.derive)
  const entries = columns.map(
    (column, index) => `${literalKey(column.name)}: orNull(${columnRead(column, index)})`
  )
  return compileFunction<RowObjectMaker>(
    { derive: derivations, orNull },
    `return (record) => ({ ${entries.join(', ')} })`
  )
}
