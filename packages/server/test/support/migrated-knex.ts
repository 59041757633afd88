import type { Knex } from 'knex'
import { afterAll, beforeAll } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { createTestDatabase, type TestDatabase } from './test-database'

/**
 * Gives the tests of a `describe` a connection to a database of their own, copied from the
 * migrated template before them (`opened` receives it) and dropped after them.
 */
export const withMigratedKnex = (opened: (knex: Knex) => void) => {
  let db: TestDatabase | undefined
  let knex: Knex | undefined
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: true })
    knex = createKnex(db)
    opened(knex)
  })
  afterAll(async () => {
    await knex?.destroy()
    await db?.drop()
  })
}
