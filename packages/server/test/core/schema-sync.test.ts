import type { CollectionDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { indexName } from '../../src/db/schema/index-names'
import { SESSIONS_TABLE } from '../../src/db/schema/security-tables'
import { syncSchema } from '../../src/db/schema/sync-schema'
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

/**
 * What a second schema step on an up-to-date database asks: no create, alter or drop, and at most
 * the snapshot's reads and the text index's own check of the one table that has one.
 */
const expectOnlyTheSnapshot = async (step: () => Promise<void>) => {
  const statements: string[] = []
  const note = (query: { sql: string }) => statements.push(query.sql)
  scratch.knex.on('query', note)
  await step()
  scratch.knex.off('query', note)
  expect(statements.filter((sql) => /\b(create|alter|drop)\b/i.test(sql))).toEqual([])
  expect(statements.length).toBeLessThanOrEqual(3)
}

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
    await expectOnlyTheSnapshot(() => syncTables(knex, dialect, [probe]))
  })

  it('asks nothing per table of its own either: the journal, security, webhook and cluster tables', async () => {
    const { knex, dialect } = scratch
    await syncSchema(knex, dialect, [probe])
    // On PostgreSQL, each question was a round trip at every start (46 of them).
    await expectOnlyTheSnapshot(() => syncSchema(knex, dialect, [probe]))
  })

  it('adds to a sessions table from an older version the columns it lacks', async () => {
    const { knex, dialect } = scratch
    await knex.schema.dropTable(SESSIONS_TABLE)
    await knex.schema.createTable(SESSIONS_TABLE, (table) => {
      dialect.addColumn(table, '_id', 'text', true)
      for (const column of ['account', 'created', 'lastSeen', 'address', 'device', 'ended', 'endReason'])
        dialect.addColumn(table, column, 'text')
    })
    await syncSchema(knex, dialect, [probe])
    const { columns } = await dialect.schemaSnapshot(knex)
    expect([...columns.get(SESSIONS_TABLE)!]).toEqual(
      expect.arrayContaining(['account', 'endReason', 'refreshHash', 'refreshPrevious', 'refreshRotated'])
    )
  })
})
