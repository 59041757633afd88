import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect, type Dialect } from '../../src/db/dialects'
import { syncTables } from '../../src/db/schema/sync-tables'
import { tableModel } from '../../src/db/schema/table-model'
import { textMatchIds } from '../support/scratch-tables'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

const probe: CollectionDef = {
  name: 'bulkProbe',
  fields: [
    { name: 'name', type: 'string', params: { index: 'text' } },
    { name: 'email', type: 'string', params: { index: 'text', unique: true } },
    { name: 'rank', type: 'number' }
  ],
  params: {}
}
const model = tableModel(probe)

let db: TestDatabase
let knex: Knex
let dialect: Dialect

const rows = (count: number, from: number, word: string) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `${word}-${from + index}`,
    name: `${word} 陳大文 ${from + index}`,
    email: `${word}${from + index}@example.com`,
    rank: from + index
  }))

const found = (term: string) => textMatchIds({ knex, dialect }, 'bulkProbe', ['name', 'email'], term)

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  dialect = getDialect(knex)
  await syncTables(knex, dialect, [probe])
})

afterAll(async () => {
  await knex.destroy()
  await db.drop()
})

describe('bulk inserts into a table with a text index (R-IO-05)', () => {
  it('finds every row of a large batch, and of later single inserts, by its text', async () => {
    await knex.transaction((trx) => dialect.insertMany(trx, model, rows(500, 0, 'harbour')))
    await knex.transaction((trx) => dialect.insertMany(trx, model, rows(1, 500, 'harbour')))
    expect(await found('harbour')).toHaveLength(501)
    expect(await found('harbour42@')).toEqual(['harbour-42'])
    expect(await found('陳大文 499')).toEqual(['harbour-499'])
    expect(await found('陳大文 500')).toEqual(['harbour-500'])
  })

  it('keeps the index in step after a batch: updates and deletes of its rows are seen', async () => {
    await knex('bulkProbe').where('_id', 'harbour-7').update({ name: 'renamed kowloon' })
    await knex('bulkProbe').where('_id', 'harbour-8').delete()
    expect(await found('kowloon')).toEqual(['harbour-7'])
    expect(await found('harbour 陳大文 7 ')).toEqual([])
    expect(await found('harbour8@')).toEqual([])
  })

  it('leaves neither rows nor index entries when a batch fails, and later rows are still indexed', async () => {
    const clashing = [
      ...rows(300, 0, 'lantau'),
      { ...rows(1, 300, 'lantau')[0], email: 'lantau3@example.com' }
    ]
    await expect(knex.transaction((trx) => dialect.insertMany(trx, model, clashing))).rejects.toSatisfy(
      (error) => dialect.isUniqueViolation(error)
    )
    expect(await found('lantau')).toEqual([])
    expect(await knex('bulkProbe').where('name', 'like', 'lantau%').count({ count: '*' })).toEqual([
      { count: 0 }
    ])
    await knex('bulkProbe').insert({ _id: 'single', name: 'lantau single', email: 'x@example.com', rank: 1 })
    expect(await found('lantau')).toEqual(['single'])
  })
})
