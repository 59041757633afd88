// A reference, not an import: the declaration must reach every program that compiles this file (the web
// project's browser tests start the server too), and a .d.ts of an untyped module cannot be imported.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./knex-dialects.d.ts" />
import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'
import KnexBetterSqlite3Client from 'knex/lib/dialects/better-sqlite3/index.js'

/**
 * The SQLite driver this Node.js line runs: better-sqlite3 13 (Node-API) on Node 22 and later, 12 on
 * Node 20, where 13 crashes. 12 cannot serve the later lines: built against the headers of Node
 * 24.19 and later, its statements abort the process when the garbage collector frees one outside
 * JavaScript (node::ObjectWrap's cleanup hooks need a current context).
 */
export const sqliteDriverPackage =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20'

/** The driver's Database class (both versions have the same API). */
export const SqliteDatabase = createRequire(import.meta.url)(sqliteDriverPackage) as typeof BetterSqlite3

/** Knex's better-sqlite3 client on the driver of this line (knex itself would load `better-sqlite3`). */
export class SqliteKnexClient extends KnexBetterSqlite3Client {
  _driver() {
    return SqliteDatabase
  }
}
