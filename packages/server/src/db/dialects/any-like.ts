import { escapeLike, joinSql, sql, type Sql } from '../sql'

/** `column LIKE '%term%'` (or ILIKE) on any of the columns, with the wildcards of the term escaped. */
export const anyLike = (operator: 'LIKE' | 'ILIKE', table: string, columns: string[], term: string): Sql => {
  const pattern = `%${escapeLike(term)}%`
  const likes = joinSql(
    columns.map((column) => sql(`??.?? ${operator} ? ESCAPE '\\'`, table, column, pattern)),
    ' OR '
  )
  return columns.length === 1 ? likes : { sql: `(${likes.sql})`, bindings: likes.bindings }
}
