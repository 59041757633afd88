/** A fragment of SQL with `?` value placeholders and `??` identifier placeholders (Knex raw syntax). */
export interface Sql {
  sql: string
  bindings: unknown[]
}

export const sql = (text: string, ...bindings: unknown[]): Sql => ({ sql: text, bindings })

/** Joins fragments with a separator. */
export const joinSql = (parts: Sql[], separator: string): Sql => ({
  sql: parts.map((part) => part.sql).join(separator),
  bindings: parts.flatMap((part) => part.bindings)
})

/** `?, ?, ?` for a list of values. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ')

/** Escapes `%`, `_` and `\` of a LIKE term (used with ESCAPE '\'). */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`)
