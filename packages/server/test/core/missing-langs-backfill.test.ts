import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect } from '../../src/db/dialects'
import { syncTables } from '../../src/db/schema/sync-tables'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

let db: TestDatabase
let knex: Knex

const before: CollectionDef = {
  name: 'backfillProbe',
  fields: [{ name: 'code', type: 'string' }],
  params: {}
}
const after: CollectionDef = {
  name: 'backfillProbe',
  fields: [
    { name: 'code', type: 'string' },
    { name: 'title', type: 'string', params: { translate: true } }
  ],
  params: {}
}

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
})
afterAll(async () => {
  await knex?.destroy()
  await db?.drop()
})

describe('the missing-languages column of tables written before it existed', () => {
  it('is filled at start-up from the rows as they are', async () => {
    const dialect = getDialect(knex)
    await syncTables(knex, dialect, [before])
    await knex.schema.alterTable('backfillProbe', (table) => dialect.addColumn(table, 'title', 'json'))
    const title = (value: unknown) => dialect.toDb('json', value)
    await knex('backfillProbe').insert([
      { _id: 'a', code: 'a', title: title([{ lang: 'cht', value: '課' }]) },
      { _id: 'b', code: 'b', title: title([]) },
      {
        _id: 'c',
        code: 'c',
        title: title([
          { lang: 'en', value: 'x' },
          { lang: 'chs', value: 'y' }
        ])
      }
    ])
    await syncTables(knex, dialect, [after])
    const rows = await knex('backfillProbe').select('_id', '_missingLangs').orderBy('_id')
    expect(rows.map((row) => [row._id, Number(row._missingLangs)])).toEqual([
      ['a', 2 | 4],
      ['b', 0],
      ['c', 1]
    ])
  })
})
