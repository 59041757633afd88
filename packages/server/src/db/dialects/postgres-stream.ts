import type { Knex } from 'knex'
import type pg from 'pg'
import { fromRow } from '../row-codec'
import type { TableModel } from '../schema/table-model'
import type { Dialect } from './dialect.types'

/**
 * The rows of one SELECT, read through a server-side cursor `batch` rows at a time, in a read-only
 * transaction of a pooled connection. Leaving the loop closes the cursor and frees the connection.
 */
export async function* postgresStreamRows(
  dialect: Dialect,
  query: Knex.QueryBuilder,
  model: TableModel,
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
        if (rows.length) yield rows.map((row) => fromRow(dialect, model, row))
        if (rows.length < batch) return
      }
    } finally {
      await connection.query('ROLLBACK')
    }
  } finally {
    await client.releaseConnection(connection)
  }
}
