import type { CollectionDef } from '@tutor-admin/shared'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../src/db/connection'
import { getDialect } from '../../src/db/dialects'
import { syncTables } from '../../src/db/schema/sync-tables'
import { migrateUtcDays } from '../../src/db/schema/utc-days'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

let db: TestDatabase
let knex: Knex

const version1: CollectionDef = {
  name: 'migrationProbe',
  fields: [{ name: 'title', type: 'string', params: { index: 'text' } }],
  params: {}
}
const version2: CollectionDef = {
  name: 'migrationProbe',
  fields: [
    { name: 'title', type: 'string', params: { index: 'text' } },
    { name: 'rank', type: 'number', params: { index: true } },
    { name: 'tags', type: 'array', params: { itemType: 'string' } }
  ],
  params: {},
  indexes: [['rank', '-title']]
}

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
})
afterAll(async () => {
  await knex?.destroy()
  await db?.drop()
})

describe('start-up migration from the catalogue (DESIGN.md, rules of the data layer)', () => {
  it('creates tables, then adds columns and indexes without losing a row', async () => {
    const dialect = getDialect(knex)
    await syncTables(knex, dialect, [version1])
    await knex('migrationProbe').insert({ _id: 'a', title: 'kept' })
    await syncTables(knex, dialect, [version2])
    await syncTables(knex, dialect, [version2])
    const columns = await knex('migrationProbe').columnInfo()
    expect(Object.keys(columns).sort()).toEqual([
      '_id',
      'created',
      'modified',
      'modifiedBy',
      'rank',
      'tags',
      'title'
    ])
    expect(await knex('migrationProbe').select('_id', 'title', 'rank')).toEqual([
      { _id: 'a', title: 'kept', rank: null }
    ])
  })

  it('keeps columns that left the catalogue', async () => {
    await syncTables(knex, getDialect(knex), [version1])
    expect(Object.keys(await knex('migrationProbe').columnInfo())).toContain('rank')
  })

  it('keeps the trigram index in step with rows written after the migration', async () => {
    await knex('migrationProbe').insert({ _id: 'b', title: 'Mathematics tutor' })
    const dialect = getDialect(knex)
    const contains = dialect.containsText('migrationProbe', 'title', 'EMATIC', true)
    const rows = await knex('migrationProbe')
      .whereRaw(contains.sql, contains.bindings as Knex.RawBinding[])
      .select('_id')
    expect(rows).toEqual([{ _id: 'b' }])
  })

  it('keeps the text index in step with updates and deletes, and counts matches from it alone', async () => {
    const dialect = getDialect(knex)
    const matching = async (term: string) => {
      const contains = dialect.containsText('migrationProbe', 'title', term, true)
      const rows = await knex('migrationProbe')
        .whereRaw(contains.sql, contains.bindings as Knex.RawBinding[])
        .orderBy('_id')
        .select('_id')
      return rows.map((row) => row._id)
    }
    const counted = async (term: string) => {
      const search = dialect.textIndexSearch('migrationProbe', ['title'], term)!
      const [row] = await knex(search.countFrom)
        .whereRaw(search.countWhere.sql, search.countWhere.bindings as Knex.RawBinding[])
        .count({ total: '*' })
      return Number(row.total)
    }
    await knex('migrationProbe').where({ _id: 'b' }).update({ title: 'Physics tutor' })
    await knex('migrationProbe').insert({ _id: 'c', title: 'physics and chemistry' })
    expect(await matching('EMATIC')).toEqual([])
    expect(await matching('YSIC')).toEqual(['b', 'c'])
    expect(await counted('ysic')).toBe(2)
    await knex('migrationProbe').where({ _id: 'b' }).del()
    expect(await matching('ysic')).toEqual(['c'])
    expect(await counted('ysic')).toBe(1)
  })

  it('rebuilds the text index from the rows when its columns change, and empties it with the table', async () => {
    const dialect = getDialect(knex)
    const withNote: CollectionDef = {
      ...version2,
      fields: [...version2.fields, { name: 'note', type: 'string', params: { index: 'text' } }]
    }
    await syncTables(knex, dialect, [withNote])
    await knex('migrationProbe').where({ _id: 'c' }).update({ note: 'Bring a calculator' })
    await syncTables(knex, dialect, [
      { ...withNote, fields: withNote.fields.filter((f) => f.name !== 'title') }
    ])
    const search = dialect.textIndexSearch('migrationProbe', ['note'], 'CALCUL')!
    const page = typeof search.pageWhere === 'function' ? search.pageWhere(1, 25, false) : search.pageWhere
    const rows = await knex('migrationProbe')
      .whereRaw(page.sql, page.bindings as Knex.RawBinding[])
      .select('_id')
    expect(rows).toEqual([{ _id: 'c' }])
    await knex('migrationProbe').truncate()
    const [{ total }] = await knex(search.countFrom)
      .whereRaw(search.countWhere.sql, search.countWhere.bindings as Knex.RawBinding[])
      .count({ total: '*' })
    expect(Number(total), 'an emptied table leaves nothing to find').toBe(0)
  })
})

describe('days of a field that became a UTC day (R-WID-14)', () => {
  const days = (utc: boolean): CollectionDef => ({
    name: 'utcDayProbe',
    fields: [
      { name: 'starts', type: 'date', params: { dateOnly: true, utc } },
      { name: 'noted', type: 'date', params: { dateOnly: true } }
    ],
    params: {}
  })

  it('are rewritten once at UTC midnight; other days and values stay as they are', async () => {
    const dialect = getDialect(knex)
    await syncTables(knex, dialect, [days(false)])
    await knex('utcDayProbe').insert([
      { _id: 'old', starts: '2026-03-01', noted: '2026-03-01' },
      { _id: 'new', starts: '2026-04-02T00:00:00.000Z', noted: null },
      { _id: 'none', starts: null, noted: null }
    ])
    await migrateUtcDays(knex, [days(false)])
    expect((await knex('utcDayProbe').where('_id', 'old').first()).starts).toBe('2026-03-01')
    await migrateUtcDays(knex, [days(true)])
    await migrateUtcDays(knex, [days(true)])
    expect(await knex('utcDayProbe').select('_id', 'starts', 'noted').orderBy('_id')).toEqual([
      { _id: 'new', starts: '2026-04-02T00:00:00.000Z', noted: null },
      { _id: 'none', starts: null, noted: null },
      { _id: 'old', starts: '2026-03-01T00:00:00.000Z', noted: '2026-03-01' }
    ])
  })
})
