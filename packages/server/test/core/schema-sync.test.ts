import type { CollectionDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { indexName } from '../../src/db/schema/index-names'
import { syncTables } from '../../src/db/schema/sync-tables'
import { useScratchTables } from '../support/scratch-tables'

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

// The tables are made by the tests themselves.
const scratch = useScratchTables([])

describe('bringing the schema up to date at start (R-PAGE-03)', () => {
  it('builds the indexes of the list route: its order, and a search condition before that order', async () => {
    const { knex, dialect } = scratch
    await syncTables(knex, dialect, [probe])
    const { indexes, columns } = await dialect.schemaSnapshot(knex)
    expect(indexes).toContain(indexName('routeProbe', ['-date', '_id']))
    expect(indexes).toContain(indexName('routeProbe', ['status', '-date', '_id']))
    expect([...columns.get('routeProbe')!]).toEqual(expect.arrayContaining(['_id', 'name', 'status', 'date']))
  })

  it('asks nothing per table and changes nothing when the schema is up to date', async () => {
    const { knex, dialect } = scratch
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
