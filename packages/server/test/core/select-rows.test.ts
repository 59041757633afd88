import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect, type Dialect } from '../../src/db/dialects'
import { syncTables } from '../../src/db/schema/sync-tables'
import { tableModel } from '../../src/db/schema/table-model'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const probe: CollectionDef = {
  name: 'selectProbe',
  fields: [
    { name: 'title', type: 'string' },
    { name: 'rank', type: 'number' },
    { name: 'active', type: 'boolean' },
    { name: 'tags', type: 'array', params: { itemType: 'string' } },
    { name: 'secret', type: 'string', params: { hidden: true } }
  ],
  params: {}
}
const model = tableModel(probe)

let db: TestDatabase
let knex: Knex
let dialect: Dialect

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  dialect = getDialect(knex)
  await syncTables(knex, dialect, [probe])
  await knex('selectProbe').insert([
    {
      _id: 'a',
      title: 'first',
      rank: 1,
      active: dialect.toDb('boolean', true),
      tags: '["x","y"]',
      secret: 's1'
    },
    { _id: 'b', title: 'second', rank: 2, active: dialect.toDb('boolean', false), tags: null, secret: 's2' }
  ])
})
afterAll(async () => {
  await knex?.destroy()
  await db?.drop()
})

describe('Dialect.selectRows: SELECTs built with Knex, as rows or as records', () => {
  it('answers the rows Knex answers, bindings included, the same again when asked again', async () => {
    const query = () => knex('selectProbe').select('_id', 'rank').where('rank', '>', 0).orderBy('_id')
    const expected = await query()
    expect(await dialect.selectRows(query())).toEqual(expected)
    expect(await dialect.selectRows(query())).toEqual(expected)
    expect(await dialect.selectRows(knex('selectProbe').where('active', true).select('_id'))).toEqual([
      { _id: 'a' }
    ])
  })

  it('decodes records for a model: JSON, booleans, hidden columns left out', async () => {
    const records = await dialect.selectRows(knex('selectProbe').orderBy('_id'), model)
    expect(records).toEqual([
      expect.objectContaining({ _id: 'a', title: 'first', rank: 1, active: true, tags: ['x', 'y'] }),
      expect.objectContaining({ _id: 'b', title: 'second', rank: 2, active: false, tags: null })
    ])
    for (const record of records) expect(record).not.toHaveProperty('secret')
  })

  it('reads inside a transaction on its connection, seeing its own writes', async () => {
    let inside: Record<string, unknown>[] = []
    const rolledBack = new Error('rolled back on purpose')
    await expect(
      knex.transaction(async (trx) => {
        await trx('selectProbe').insert({ _id: 'c', title: 'pending', rank: 3 })
        inside = await dialect.selectRows(trx('selectProbe').select('_id').orderBy('_id'))
        throw rolledBack
      })
    ).rejects.toBe(rolledBack)
    expect(inside.map((row) => row._id)).toEqual(['a', 'b', 'c'])
    const after = await dialect.selectRows(knex('selectProbe').select('_id').orderBy('_id'))
    expect(after.map((row) => row._id)).toEqual(['a', 'b'])
  })
})
