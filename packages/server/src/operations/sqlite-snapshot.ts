import fs from 'node:fs'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import knexFactory, { type Knex } from 'knex'
import { sqliteDriverPackage, SqliteKnexClient } from '../db/sqlite-driver'

/**
 * Copies a live SQLite database with `VACUUM INTO` from a connection of its own, on a thread of its
 * own: the copy is one read transaction, so it holds every committed transaction up to its start
 * and none after, while the server's connection goes on reading and writing (WAL mode) and its
 * event loop is not held. The same thread checks the copy and counts its rows. Its code is inline,
 * so that the built server needs no file of it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const source = new Database(workerData.source, { fileMustExist: true })
try {
  source.pragma('busy_timeout = 10000')
  source.prepare('VACUUM INTO ?').run(workerData.target)
} finally {
  source.close()
}
const copy = new Database(workerData.target, { fileMustExist: true })
try {
  const integrity = copy.pragma('integrity_check').map((row) => row.integrity_check).join('; ')
  const skip = new RegExp(workerData.skip)
  const names = copy
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_'")
    .all()
    .map((row) => row.name)
    .filter((name) => !skip.test(name))
  const tables = {}
  const columns = {}
  for (const name of names) {
    const quoted = '"' + name.replace(/"/g, '""') + '"'
    tables[name] = copy.prepare('SELECT count(*) AS count FROM ' + quoted).get().count
    columns[name] = copy.prepare('SELECT name FROM pragma_table_info(?)').all(name).map((row) => row.name)
  }
  parentPort.postMessage({ integrity, tables, columns })
} finally {
  copy.close()
}
`

/** What the thread found in the copy: SQLite's integrity check, and each table's rows and columns. */
export interface SqliteSnapshot {
  integrity: string
  tables: Record<string, number>
  columns: Record<string, string[]>
}

/**
 * Writes a consistent copy of the SQLite file `source` to `target` (which must not exist), and
 * answers what the copy holds; tables whose names `skip` matches are not counted.
 */
export const snapshotSqlite = async (
  source: string,
  target: string,
  skip: RegExp
): Promise<SqliteSnapshot> => {
  if (!fs.existsSync(source)) throw new Error(`There is no SQLite database at ${source}.`)
  const driver = createRequire(import.meta.url).resolve(sqliteDriverPackage)
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, source, target, skip: skip.source }
  })
  return new Promise<SqliteSnapshot>((resolve, reject) => {
    let found: SqliteSnapshot | undefined
    worker.on('message', (message: SqliteSnapshot) => (found = message))
    worker.on('error', reject)
    worker.on('exit', (code) =>
      found ? resolve(found) : reject(new Error(`the SQLite copy stopped (thread exit ${code})`))
    )
  })
}

/** A Knex instance on a SQLite file as it is: no pragmas, no functions, nothing written. */
export const openSqliteFile = (filename: string): Knex =>
  knexFactory({
    client: SqliteKnexClient,
    connection: { filename },
    useNullAsDefault: true,
    pool: { min: 1, max: 1 }
  })

/** SQLite's own check of a database file: `ok`, or what it found wrong. */
export const integrityCheck = async (knex: Knex): Promise<string> => {
  const rows: Array<{ integrity_check: string }> = await knex.raw('PRAGMA integrity_check')
  return rows.map((row) => row.integrity_check).join('; ')
}
