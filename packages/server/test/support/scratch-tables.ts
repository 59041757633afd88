import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect, type Dialect } from '../../src/db/dialects'
import { syncTables } from '../../src/db/schema/sync-tables'
import { createTestDatabase, type TestDatabase } from './test-database'

export interface ScratchTables {
  knex: Knex
  dialect: Dialect
}

/**
 * A database of the test file's own holding these collections' tables, dropped after its tests;
 * `knex` and `dialect` are set before the file's first test.
 */
export const useScratchTables = (collections: CollectionDef[]): ScratchTables => {
  let db: TestDatabase | undefined
  const scratch = {} as ScratchTables
  beforeAll(async () => {
    db = await createTestDatabase()
    scratch.knex = createKnex(db)
    scratch.dialect = getDialect(scratch.knex)
    await syncTables(scratch.knex, scratch.dialect, collections)
  })
  afterAll(async () => {
    await scratch.knex?.destroy()
    await db?.drop()
  })
  return scratch
}

/** The ids of the rows whose text-indexed columns hold the term, found through the text index. */
export const textMatchIds = async (
  { knex, dialect }: ScratchTables,
  table: string,
  columns: string[],
  term: string
) => {
  const { sql, bindings } = dialect.containsAnyText(table, columns, term)
  const matches = await knex(table)
    .whereRaw(sql, bindings as Knex.RawBinding[])
    .select('_id')
  return matches.map((row) => row._id).sort()
}
