import { QueryParser, validateRecord } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database'
import { loadCatalogue } from '../catalogue'
import { createKnex } from '../db/connection'
import { getDialect } from '../db/dialects'
import { runFind } from '../db/query/run-find'
import { fromRow } from '../db/row-codec'
import { syncTables } from '../db/schema/sync-tables'
import { findMissingRefs } from '../services/items/check-refs'
import { REBUILD_INDEXES_FROM, withIndexesRebuiltAfter } from './bulk-load'
import { seedOptionLists } from './option-lists-seed'
import { SCALE_COLLECTIONS, seedScale } from './scale-seed'
import type { SeedContext } from './seed-context'

let db: TestDatabase
let knex: Knex
let ctx: SeedContext

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  ctx = { knex, dialect: getDialect(knex), catalogue: loadCatalogue() }
  await syncTables(knex, ctx.dialect, ctx.catalogue.collections)
  await seedOptionLists(ctx)
})
afterAll(async () => {
  await knex?.destroy()
  await db?.drop()
})

const count = async (table: string) => Number((await knex(table).count({ rows: '*' }))[0].rows)

const indexNames = async (table: string): Promise<string[]> =>
  ctx.dialect.name === 'sqlite'
    ? (await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?`, [table])).map(
        (row: { name: string }) => row.name
      )
    : (await knex.raw(`SELECT indexname AS name FROM pg_indexes WHERE tablename = ?`, [table])).rows.map(
        (row: { name: string }) => row.name
      )

describe('scale seeding (npm run seed -- --scale N)', () => {
  it('fills every collection up to N rows whose references exist and which pass the server validation', async () => {
    const added = await seedScale(ctx, 300)
    expect(added).toEqual(Object.fromEntries(SCALE_COLLECTIONS.map((name) => [name, 300])))
    for (const name of SCALE_COLLECTIONS) {
      const model = ctx.catalogue.model(name)
      const { fields } = ctx.catalogue.collection(name)
      const rows = (await knex(model.table).orderBy('_id')).map((row) => fromRow(ctx.dialect, model, row))
      expect(rows).toHaveLength(300)
      expect(await findMissingRefs(knex, ctx.catalogue, model, rows), name).toEqual({})
      // System fields are the server's: validateRecord leaves them aside.
      for (const row of rows)
        expect(
          () => validateRecord(fields, row, 'create', ctx.catalogue.enums),
          `${name} ${row._id}`
        ).not.toThrow()
      const created = rows.map((row) => row.created as string)
      expect(created, `${name}: _id order is created order`).toEqual([...created].sort())
    }
    const joins = await knex('lessonJoins')
      .count({ rows: '*' })
      .whereNotNull('lesson')
      .whereNotNull('appUser')
    expect(Number(joins[0].rows)).toBe(300)
  })

  it('adds only what is missing', async () => {
    expect(await seedScale(ctx, 300)).toEqual(Object.fromEntries(SCALE_COLLECTIONS.map((name) => [name, 0])))
    await seedScale(ctx, 350)
    for (const name of SCALE_COLLECTIONS) expect(await count(name), name).toBe(350)
  })

  it('sets indexes aside during a large load and builds them again, text search included', async () => {
    const model = ctx.catalogue.model('teachers')
    const before = await indexNames('teachers')
    let during: string[] = []
    await withIndexesRebuiltAfter(ctx, model, { adding: REBUILD_INDEXES_FROM, existing: 350 }, async () => {
      await knex.transaction((trx) =>
        ctx.dialect.insertMany(trx, model, [
          {
            _id: 'zz-bulk-1',
            name: 'Bulkloadname',
            email: 'bulk@example.com',
            created: new Date().toISOString()
          }
        ])
      )
      during = await indexNames('teachers')
    })
    expect(during.length).toBeLessThan(before.length)
    await withIndexesRebuiltAfter(
      ctx,
      model,
      { adding: REBUILD_INDEXES_FROM, existing: 2 * REBUILD_INDEXES_FROM },
      async () => {
        during = await indexNames('teachers')
      }
    )
    expect(during.sort(), 'a load smaller than the table keeps its indexes').toEqual([...before].sort())
    expect((await indexNames('teachers')).sort()).toEqual(before.sort())
    const query = new QueryParser(ctx.catalogue.collection('teachers').fields).parse({
      name: { $contains: 'kloadna' }
    })
    const found = await runFind(knex, ctx.dialect, model, query)
    expect(found.data.map((row) => row._id)).toEqual(['zz-bulk-1'])
  })
})
