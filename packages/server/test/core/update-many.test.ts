import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect, type Dialect } from '../../src/db/dialects'
import { fromRow } from '../../src/db/row-codec'
import { syncTables } from '../../src/db/schema/sync-tables'
import { tableModel } from '../../src/db/schema/table-model'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const probe: CollectionDef = {
  name: 'updateProbe',
  fields: [
    { name: 'name', type: 'string', params: { index: 'text' } },
    { name: 'title', type: 'string', params: { translate: true } },
    { name: 'rank', type: 'number' },
    { name: 'active', type: 'boolean' },
    { name: 'tags', type: 'array', params: { itemType: 'string' } },
    { name: 'since', type: 'date' }
  ],
  params: {}
}
const model = tableModel(probe)

let db: TestDatabase
let knex: Knex
let dialect: Dialect

const record = (index: number) => ({
  _id: `r${index}`,
  name: `harbour 陳大文 ${index}`,
  title: [{ lang: 'cht', value: `標題 ${index}` }],
  rank: index,
  active: true,
  tags: ['數學'],
  since: '2026-01-01T00:00:00.000Z',
  created: '2026-01-01T00:00:00.000Z',
  modified: '2026-01-01T00:00:00.000Z',
  modifiedBy: null
})

const stored = async () =>
  (await knex('updateProbe').orderBy('_id')).map((row) => fromRow(dialect, model, row))

const found = async (term: string) => {
  const { sql, bindings } = dialect.containsAnyText('updateProbe', ['name'], term)
  const matches = await knex('updateProbe')
    .whereRaw(sql, bindings as Knex.RawBinding[])
    .select('_id')
  return matches.map((row) => row._id).sort()
}

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  dialect = getDialect(knex)
  await syncTables(knex, dialect, [probe])
  await knex.transaction((trx) => dialect.insertMany(trx, model, [0, 1, 2, 3].map(record)))
})

afterAll(async () => {
  await knex.destroy()
  await db.drop()
})

describe('bulk updates of many records (R-IO-05)', () => {
  it('sets each record its own columns, of every kind, leaves undefined values and other records alone', async () => {
    await knex.transaction((trx) =>
      dialect.updateMany(trx, model, [
        { _id: 'r0', name: 'lighthouse 黃小明', rank: 40, active: false },
        {
          _id: 'r1',
          title: [
            { lang: 'cht', value: '新標題' },
            { lang: 'en', value: 'New title' }
          ],
          tags: [],
          since: null,
          rank: undefined
        },
        { _id: 'r2', rank: 42, active: false, name: 'lighthouse 42' },
        { _id: 'r3' }
      ])
    )
    const [r0, r1, r2, r3] = await stored()
    expect(r0).toEqual({ ...record(0), name: 'lighthouse 黃小明', rank: 40, active: false })
    expect(r1).toEqual({
      ...record(1),
      title: [
        { lang: 'cht', value: '新標題' },
        { lang: 'en', value: 'New title' }
      ],
      tags: [],
      since: null
    })
    expect(r2).toEqual({ ...record(2), rank: 42, active: false, name: 'lighthouse 42' })
    expect(r3).toEqual(record(3))
    // The text index follows the new text.
    expect(await found('lighthouse')).toEqual(['r0', 'r2'])
    expect(await found('harbour')).toEqual(['r1', 'r3'])
  })

  it('writes nothing when the transaction fails', async () => {
    const before = await stored()
    await expect(
      knex.transaction(async (trx) => {
        await dialect.updateMany(trx, model, [{ _id: 'r3', rank: 99 }])
        throw new Error('a later step of the write failed')
      })
    ).rejects.toThrow('a later step')
    expect(await stored()).toEqual(before)
  })
})

describe.runIf(!process.env.DATABASE_URL)('the SQLite text index on updates', () => {
  const updateTrigger = async () =>
    (await knex.raw(`SELECT sql FROM sqlite_master WHERE name = 'updateProbe__fts_au'`))[0]?.sql as string

  it('re-indexes a row only when an update sets an indexed column; an older database gets that trigger at start', async () => {
    expect(await updateTrigger()).toContain('AFTER UPDATE OF "name" ON "updateProbe"')
    // As a database made before: every update re-indexed the row.
    await knex.raw(`DROP TRIGGER "updateProbe__fts_au"`)
    await knex.raw(
      `CREATE TRIGGER "updateProbe__fts_au" AFTER UPDATE ON "updateProbe" BEGIN INSERT INTO "updateProbe__fts"("updateProbe__fts", rowid, "name") VALUES ('delete', old.rowid, old."name"); INSERT INTO "updateProbe__fts"(rowid, "name") VALUES (new.rowid, new."name"); END`
    )
    await syncTables(knex, dialect, [probe])
    expect(await updateTrigger()).toContain('AFTER UPDATE OF "name"')
    await knex.transaction((trx) => dialect.updateMany(trx, model, [{ _id: 'r3', rank: 7, name: 'pier 3' }]))
    await knex.transaction((trx) => dialect.updateMany(trx, model, [{ _id: 'r3', rank: 8 }]))
    expect(await found('pier')).toEqual(['r3'])
    expect(await found('harbour')).toEqual(['r1'])
  })
})
