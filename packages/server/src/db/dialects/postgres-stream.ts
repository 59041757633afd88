import type { Knex } from 'knex'
import type pg from 'pg'

/**
 * The rows of one SELECT as the driver reads them, through a server-side cursor `batch` rows at a
 * time, in a read-only transaction of a pooled connection. Leaving the loop closes the cursor and
 * frees the connection.
 */
export async function* postgresStreamRows(
  query: Knex.QueryBuilder,
  batch: number
): AsyncGenerator<Record<string, unknown>[]> {
  const { sql: source, bindings } = query.toSQL().toNative()
  const client = query.client as Knex.Client
  const connection: pg.ClientBase = await client.acquireConnection()
  try {
    client.emit('query', { sql: source, bindings })
    await connection.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      await connection.query(`DECLARE scan NO SCROLL CURSOR FOR ${source}`, bindings as unknown[])
      for (;;) {
        const { rows } = await connection.query(`FETCH ${batch} FROM scan`)
        if (rows.length) yield rows
        if (rows.length < batch) return
      }
    } finally {
      await connection.query('ROLLBACK')
    }
  } finally {
    await client.releaseConnection(connection)
  }
}
