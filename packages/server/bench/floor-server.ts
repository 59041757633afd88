import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { readNumbers } from '../src/db/postgres-driver'
import { SqliteDatabase as Database } from '../src/db/sqlite-driver'
import { stringify } from 'csv-stringify'
import pg from 'pg'

/** One SQL statement as the driver receives it. */
export interface Statement {
  sql: string
  bindings: unknown[]
}

/** The floor: the given SQL run by the bare driver behind a bare `node:http` handler, nothing else. */
export interface FloorServer {
  url: string
  /** Serves `statements` at `GET /{name}`: each one run in turn, the rows answered as JSON. */
  route(name: string, statements: Statement[]): void
  /** Serves `statement` at `GET /{name}`: its rows read by one cursor, written as CSV with a header. */
  csvRoute(name: string, statement: Statement): void
  close(): Promise<void>
}

type Run = (statement: Statement) => Promise<unknown[]>
/** The rows of one statement, one at a time, by the engine's own streaming. */
type Stream = (statement: Statement) => Iterable<unknown> | AsyncIterable<unknown>

/** Rows a PostgreSQL cursor fetches at a time: as many as the API's export reads. */
const FETCH_ROWS = 500

/** A server-side cursor over `statement` on a connection of its own, in a read-only transaction. */
async function* cursorRows(pool: pg.Pool, { sql, bindings }: Statement) {
  const client = await pool.connect()
  try {
    await client.query('BEGIN READ ONLY')
    await client.query(`DECLARE scan NO SCROLL CURSOR FOR ${sql}`, bindings)
    for (;;) {
      const { rows } = await client.query(`FETCH ${FETCH_ROWS} FROM scan`)
      yield* rows
      if (rows.length < FETCH_ROWS) break
    }
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

const driver = (target: {
  databaseUrl?: string
  dataDir: string
}): { run: Run; stream: Stream; close: () => Promise<void> } => {
  if (target.databaseUrl) {
    // The server's own reading of numbers, for answers equal to its.
    readNumbers(pg)
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 4 })
    return {
      run: async ({ sql, bindings }) => (await pool.query(sql, bindings)).rows,
      stream: (statement) => cursorRows(pool, statement),
      close: () => pool.end()
    }
  }
  const db = new Database(path.join(target.dataDir, 'tutor-admin.sqlite'), { readonly: true })
  return {
    run: async ({ sql, bindings }) => db.prepare(sql).all(...bindings),
    stream: ({ sql, bindings }) => db.prepare(sql).iterate(...bindings),
    close: async () => {
      db.close()
    }
  }
}

/** CSV of driver rows: JSON columns as JSON text, booleans as words. */
const csvWriter = () =>
  stringify({ header: true, cast: { boolean: String, object: (value) => JSON.stringify(value) } })

export const startFloor = async (target: { databaseUrl?: string; dataDir: string }): Promise<FloorServer> => {
  const { run, stream, close } = driver(target)
  const routes = new Map<string, Statement[]>()
  const csvRoutes = new Map<string, Statement>()
  const server = http.createServer(async (request, response) => {
    const name = decodeURIComponent((request.url ?? '').slice(1))
    const scan = csvRoutes.get(name)
    if (scan) {
      response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' })
      await pipeline(Readable.from(stream(scan)), csvWriter(), response)
      return
    }
    const statements = routes.get(name)
    if (!statements) {
      response.writeHead(404).end()
      return
    }
    // Side by side, as the API runs its count and page (one after the other on SQLite's one connection).
    const results = await Promise.all(statements.map(run))
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(results))
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (name, statements) => routes.set(name, statements),
    csvRoute: (name, statement) => csvRoutes.set(name, statement),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await close()
    }
  }
}
