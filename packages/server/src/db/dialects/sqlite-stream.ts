import type { Knex } from 'knex'
import { SqliteDatabase } from '../sqlite-driver'
import { addSqliteFunctions } from './sqlite-functions'

interface BindingFormatter {
  _formatBindings(bindings: readonly unknown[]): unknown[]
}

/**
 * The rows of one SELECT as the driver reads them, by one statement's iterator, `batch` rows at a time. It runs on a
 * read-only connection of its own: the pool's one connection stays free for other requests while
 * a slow reader holds the scan open (WAL lets both read). Leaving the loop closes it.
 */
export async function* sqliteStreamRows(
  query: Knex.QueryBuilder,
  batch: number
): AsyncGenerator<Record<string, unknown>[]> {
  const { sql: source, bindings } = query.toSQL().toNative()
  const client = query.client as Knex.Client & BindingFormatter
  const { filename } = client.config.connection as { filename: string }
  const db = new SqliteDatabase(filename, { readonly: true, fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    addSqliteFunctions(db)
    client.emit('query', { sql: source, bindings })
    const rows = db.prepare(source).iterate(client._formatBindings(bindings)) as IterableIterator<
      Record<string, unknown>
    >
    try {
      for (;;) {
        const records: Record<string, unknown>[] = []
        for (let next = rows.next(); !next.done; next = rows.next()) {
          records.push(next.value)
          if (records.length === batch) break
        }
        if (records.length) yield records
        if (records.length < batch) return
      }
    } finally {
      rows.return?.()
    }
  } finally {
    db.close()
  }
}
