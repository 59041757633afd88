import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect, type Dialect } from '../../src/db/dialects'
import { indexName } from '../../src/db/schema/index-names'
import { syncTables } from '../../src/db/schema/sync-tables'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const probe: CollectionDef = {
  name: 'routeProbe',
  fields: [
    { name: 'name', type: 'string', params: { index: 'text' } },
    { name: 'status', type: 'string', params: { enum: 'status' } },
    { name: 'date', type: 'date' }
  ],
  params: {
    editor: {
      admin: {
        path: 'routeProbe',
        service: 'routeProbe',
        defaultSort: 'date',
        defaultSortDesc: true,
        searchFields: [{ path: 'status', cond: 'in' }]
      }
    }
  }
}

let db: TestDatabase
let knex: Knex
let dialect: Dialect

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  dialect = getDialect(knex)
})

afterAll(async () => {
  await knex.destroy()
  await db.drop()
})

describe('bringing the schema up to date at start (R-PAGE-03)', () => {
  it('builds the indexes of the list route: its order, and a search condition before that order', async () => {
    await syncTables(knex, dialect, [probe])
    const { indexes, columns } = await dialect.schemaSnapshot(knex)
    expect(indexes).toContain(indexName('routeProbe', ['-date', '_id']))
    expect(indexes).toContain(indexName('routeProbe', ['status', '-date', '_id']))
    expect([...columns.get('routeProbe')!]).toEqual(expect.arrayContaining(['_id', 'name', 'status', 'date']))
  })

  it('asks nothing per table and changes nothing when the schema is up to date', async () => {
    const statements: string[] = []
    const note = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', note)
    await syncTables(knex, dialect, [probe])
    knex.off('query', note)
    // The snapshot's reads, and the text index's own check of the one table that has one.
    expect(statements.filter((sql) => /\b(create|alter|drop)\b/i.test(sql))).toEqual([])
    expect(statements.length).toBeLessThanOrEqual(3)
  })
})
