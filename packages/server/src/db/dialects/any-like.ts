import { escapeLike, joinSql, sql, type Sql } from '../sql'

/**
 * `column LIKE '%term%'` on any of the columns, with the wildcards of the term escaped. `lowered`
 * compares `lower(column)` with the lowered term, in the "C" collation of text columns.
 */
export const anyLike = (table: string, columns: string[], term: string, lowered = false): Sql => {
  const pattern = `%${escapeLike(term)}%`
  const like = lowered ? `lower(??.??) LIKE lower(? COLLATE "C")` : `??.?? LIKE ?`
  const likes = joinSql(
    columns.map((column) => sql(`${like} ESCAPE '\\'`, table, column, pattern)),
    ' OR '
  )
  return columns.length === 1 ? likes : { sql: `(${likes.sql})`, bindings: likes.bindings }
}
