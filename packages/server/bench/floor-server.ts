import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
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
  close(): Promise<void>
}

type Run = (statement: Statement) => Promise<unknown[]>

const driver = (target: {
  databaseUrl?: string
  dataDir: string
}): { run: Run; close: () => Promise<void> } => {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 4 })
    return {
      run: async ({ sql, bindings }) => (await pool.query(sql, bindings)).rows,
      close: () => pool.end()
    }
  }
  const db = new Database(path.join(target.dataDir, 'tutor-admin.sqlite'), { readonly: true })
  return {
    run: async ({ sql, bindings }) => db.prepare(sql).all(...bindings),
    close: async () => {
      db.close()
    }
  }
}

export const startFloor = async (target: { databaseUrl?: string; dataDir: string }): Promise<FloorServer> => {
  const { run, close } = driver(target)
  const routes = new Map<string, Statement[]>()
  const server = http.createServer(async (request, response) => {
    const statements = routes.get(decodeURIComponent((request.url ?? '').slice(1)))
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
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await close()
    }
  }
}
