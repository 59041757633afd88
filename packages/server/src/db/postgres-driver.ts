// A reference, not an import: see sqlite-driver.ts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./knex-dialects.d.ts" />
import type pg from 'pg'
import KnexPostgresClient from 'knex/lib/dialects/postgres/index.js'

/** Double precision and big integers as numbers; text dates stay text. */
export const readNumbers = (driver: typeof pg) => {
  driver.types.setTypeParser(driver.types.builtins.FLOAT8, (value) => Number(value))
  driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number(value))
  return driver
}

/** Knex's PostgreSQL client, whose driver (`pg`) is loaded with the first connection, not at start. */
export class PostgresKnexClient extends KnexPostgresClient {
  override _driver() {
    // As it loads, pg asks whether it runs in Cloudflare Workers: by `navigator.userAgent`, else,
    // where there is no `navigator` (Node.js 20), by making a `Response`, which loads Node's fetch
    // (some 20 ms of a start). A `navigator` lent for the load answers it at once.
    const lent = !('navigator' in globalThis)
    if (lent)
      Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'Node.js' }, configurable: true })
    try {
      return readNumbers(super._driver() as typeof pg)
    } finally {
      if (lent) Reflect.deleteProperty(globalThis, 'navigator')
    }
  }
}
