import type { Knex } from 'knex'
import type { Statement } from './floor-server'

/**
 * The SQL that `work` sends to `table`, as the driver receives it (placeholders and bindings of
 * the dialect). Other statements, such as the sign-in's look-up of the user, are left out.
 */
export const captureSql = async (
  knex: Knex,
  table: string,
  work: () => Promise<unknown>
): Promise<Statement[]> => {
  const statements: Statement[] = []
  // SQLite quotes names with backticks, PostgreSQL with double quotes; `teachers__fts` counts too.
  const quoted = [`"${table}`, `\`${table}`]
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    if (quoted.some((name) => query.sql.includes(name)))
      statements.push({ sql: query.sql, bindings: [...(query.bindings ?? [])] })
  }
  knex.on('query', listener)
  try {
    await work()
  } finally {
    knex.removeListener('query', listener)
  }
  return statements
}
