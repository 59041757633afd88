import { loadCatalogue } from '../../src/catalogue'
import { createKnex, sqliteFile } from '../../src/db/connection'
import { getDialect } from '../../src/db/dialects'
import { syncSchema } from '../../src/db/schema/sync-schema'
import { createTestDatabase, TEMPLATE_VARIABLES } from './test-database'

/**
 * Global setup of the server and browser tests: one database brought up to the catalogue, which
 * every test server copies (`createTestDatabase({ migrated: true })`) instead of creating each of
 * its tables, indexes and triggers again. Set up once per run, however many projects ask.
 */
export default async function schemaTemplate() {
  const variable = process.env.DATABASE_URL ? TEMPLATE_VARIABLES.postgres : TEMPLATE_VARIABLES.sqlite
  if (process.env[variable]) return
  const db = await createTestDatabase()
  const knex = createKnex(db)
  try {
    await syncSchema(knex, getDialect(knex), loadCatalogue().collections)
  } finally {
    // Closed: PostgreSQL copies only a database nobody is connected to, and SQLite folds its log in.
    await knex.destroy()
  }
  process.env[variable] = db.databaseUrl ? new URL(db.databaseUrl).pathname.slice(1) : sqliteFile(db.dataDir)
  return async () => {
    delete process.env[variable]
    await db.drop()
  }
}
