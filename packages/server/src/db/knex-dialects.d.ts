// Knex ships no types for its dialect modules; this one is extended by the SQLite client.
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  import type { Knex } from 'knex'
  const KnexBetterSqlite3Client: typeof Knex.Client
  export default KnexBetterSqlite3Client
}

// And this one by the PostgreSQL client.
declare module 'knex/lib/dialects/postgres/index.js' {
  import type { Knex } from 'knex'
  class KnexPostgresClient extends Knex.Client {
    _driver(): unknown
  }
  export default KnexPostgresClient
}
