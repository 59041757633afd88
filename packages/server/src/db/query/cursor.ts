import { ValidationFailure, type SortKey } from '@tutor-admin/shared'
import type { Dialect } from '../dialects'
import type { TableModel } from '../schema/table-model'
import { joinSql, sql, type Sql } from '../sql'

/** A position in a sorted list: the sort values of one row, and which way to read from it. */
export interface CursorPosition {
  values: unknown[]
  before: boolean
}

const signature = (sort: SortKey[]) =>
  sort.map((key) => `${key.direction < 0 ? '-' : ''}${key.field}`).join(',')

export const encodeCursor = (sort: SortKey[], row: Record<string, unknown>, before: boolean): string =>
  Buffer.from(
    JSON.stringify({ s: signature(sort), v: sort.map((key) => row[key.field] ?? null), b: before })
  ).toString('base64url')

/** Reads a cursor of a previous answer; it must belong to the same sort. */
export const decodeCursor = (sort: SortKey[], cursor: string): CursorPosition => {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (parsed.s === signature(sort) && Array.isArray(parsed.v) && parsed.v.length === sort.length)
      return { values: parsed.v, before: parsed.b === true }
  } catch {
    // falls through to the error below
  }
  throw new ValidationFailure('Invalid cursor', { $cursor: 'is not a cursor of this sort' })
}

/** Columns the server fills on every insert (R-SCH-08): no NULLs to look for in them. */
const NEVER_NULL = new Set(['_id', 'created'])

/** Rows strictly after a position in this sort order (nulls first ascending, last descending). */
export const afterPosition = (
  dialect: Dialect,
  model: TableModel,
  sort: SortKey[],
  values: unknown[]
): Sql => {
  const toDb = (index: number) => dialect.toDb(model.columns.get(sort[index].field)!.kind, values[index])
  const equal = (index: number) =>
    values[index] === null
      ? sql('?? IS NULL', sort[index].field)
      : sql('?? = ?', sort[index].field, toDb(index))
  const after = (index: number): Sql => {
    const { field, direction } = sort[index]
    if (direction === 1)
      return values[index] === null ? sql('?? IS NOT NULL', field) : sql('?? > ?', field, toDb(index))
    if (values[index] === null) return sql('1 = 0')
    return NEVER_NULL.has(field)
      ? sql('?? < ?', field, toDb(index))
      : sql('(?? < ? OR ?? IS NULL)', field, toDb(index), field)
  }
  const branches = sort.map((_, index) =>
    joinSql([...Array.from({ length: index }, (_, i) => equal(i)), after(index)], ' AND ')
  )
  const rows = {
    sql: `(${branches.map((b) => `(${b.sql})`).join(' OR ')})`,
    bindings: branches.flatMap((b) => b.bindings)
  }
  // The same rows bounded on the first key alone, which lets an index start reading at the position.
  const { field, direction } = sort[0]
  if (values[0] === null || (direction === -1 && !NEVER_NULL.has(field))) return rows
  return joinSql([sql(`?? ${direction === 1 ? '>=' : '<='} ?`, field, toDb(0)), rows], ' AND ')
}
