import type { CollectionDef } from '@tutor-admin/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromRow } from '../../src/db/row-codec'
import { syncTables } from '../../src/db/schema/sync-tables'
import { tableModel } from '../../src/db/schema/table-model'
import { textMatchIds, useScratchTables } from '../support/scratch-tables'

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

const scratch = useScratchTables([probe])

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
  (await scratch.knex('updateProbe').orderBy('_id')).map((row) => fromRow(scratch.dialect, model, row))

const found = (term: string) => textMatchIds(scratch, 'updateProbe', ['name'], term)

beforeAll(async () => {
  const { knex, dialect } = scratch
  await knex.transaction((trx) => dialect.insertMany(trx, model, [0, 1, 2, 3].map(record)))
})

describe('bulk updates of many records (R-IO-05)', () => {
  it('sets each record its own columns, of every kind, leaves undefined values and other records alone', async () => {
    await scratch.knex.transaction((trx) =>
      scratch.dialect.updateMany(trx, model, [
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
      scratch.knex.transaction(async (trx) => {
        await scratch.dialect.updateMany(trx, model, [{ _id: 'r3', rank: 99 }])
        throw new Error('a later step of the write failed')
      })
    ).rejects.toThrow('a later step')
    expect(await stored()).toEqual(before)
  })
})

describe.runIf(!process.env.DATABASE_URL)('the SQLite text index on updates', () => {
  const updateTrigger = async () =>
    (await scratch.knex.raw(`SELECT sql FROM sqlite_master WHERE name = 'updateProbe__fts_au'`))[0]
      ?.sql as string

  it('re-indexes a row only when an update sets an indexed column; an older database gets that trigger at start', async () => {
    expect(await updateTrigger()).toContain('AFTER UPDATE OF "name" ON "updateProbe"')
    // As a database made before: every update re-indexed the row.
    await scratch.knex.raw(`DROP TRIGGER "updateProbe__fts_au"`)
    await scratch.knex.raw(
      `CREATE TRIGGER "updateProbe__fts_au" AFTER UPDATE ON "updateProbe" BEGIN INSERT INTO "updateProbe__fts"("updateProbe__fts", rowid, "name") VALUES ('delete', old.rowid, old."name"); INSERT INTO "updateProbe__fts"(rowid, "name") VALUES (new.rowid, new."name"); END`
    )
    await syncTables(scratch.knex, scratch.dialect, [probe])
    expect(await updateTrigger()).toContain('AFTER UPDATE OF "name"')
    await scratch.knex.transaction((trx) =>
      scratch.dialect.updateMany(trx, model, [{ _id: 'r3', rank: 7, name: 'pier 3' }])
    )
    await scratch.knex.transaction((trx) => scratch.dialect.updateMany(trx, model, [{ _id: 'r3', rank: 8 }]))
    expect(await found('pier')).toEqual(['r3'])
    expect(await found('harbour')).toEqual(['r1'])
  })
})
