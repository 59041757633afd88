import { escapeLike, joinSql, sql, type Sql } from '../sql'

/** Which sides of `column LIKE term` are lowered first, in the "C" collation of text columns. */
export interface LikeCase {
  lowerColumn?: boolean
  lowerTerm?: boolean
}

/** `column LIKE '%term%'` on any of the columns, with the wildcards of the term escaped. */
export const anyLike = (
  table: string,
  columns: string[],
  term: string,
  { lowerColumn, lowerTerm }: LikeCase = {}
): Sql => {
  const pattern = `%${escapeLike(term)}%`
  const like = `${lowerColumn ? 'lower(??.??)' : '??.??'} LIKE ${lowerTerm ? 'lower(? COLLATE "C")' : '?'}`
  const likes = joinSql(
    columns.map((column) => sql(`${like} ESCAPE '\\'`, table, column, pattern)),
    ' OR '
  )
  return columns.length === 1 ? likes : { sql: `(${likes.sql})`, bindings: likes.bindings }
}
