import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { loadCatalogue } from '../../catalogue'
import type { Catalogue } from '../../catalogue/catalogue'
import { createKnex } from '../../db/connection'
import { getDialect } from '../../db/dialects'
import { newId } from '../../db/ids'
import { syncTables } from '../../db/schema/sync-tables'
import { findMissingRefs, missingRefIds, refErrorsOf } from './check-refs'

let db: TestDatabase
let knex: Knex
let catalogue: Catalogue
const areas = [newId(), newId()]
const label = newId()

beforeAll(async () => {
  db = await createTestDatabase()
  knex = createKnex(db)
  catalogue = loadCatalogue()
  await syncTables(knex, getDialect(knex), catalogue.collections)
  await knex(catalogue.model('regAreas').table).insert(areas.map((_id) => ({ _id, value: _id })))
  await knex(catalogue.model('regTutorLabels').table).insert({ _id: label, value: label })
})
afterAll(async () => {
  await knex?.destroy()
  await db?.drop()
})

describe('reference checks (R-SCH-02, R-ED-08)', () => {
  it('finds, per reference field, the ids of single and list references that point at no record', async () => {
    const model = catalogue.model('teachers')
    const [gone, goneToo] = [newId(), newId()]
    const records = [
      { name: 'A', area: areas[0], areas: [areas[1], gone], labels: [label] },
      { name: 'B', area: goneToo, areas: [], labels: null },
      { name: 'C', areas: [areas[0], 7, gone] }
    ]
    const missing = await missingRefIds(knex, catalogue, model, records)
    expect(missing).toEqual(
      new Map([
        ['area', new Set([goneToo])],
        ['areas', new Set([gone])]
      ])
    )
    expect(Object.keys(refErrorsOf(model, records[0], missing))).toEqual(['areas'])
    expect(Object.keys(refErrorsOf(model, records[1], missing))).toEqual(['area'])
    expect(await findMissingRefs(knex, catalogue, model, records.slice(0, 1))).toEqual({
      areas: expect.stringContaining(gone)
    })
    expect(await findMissingRefs(knex, catalogue, model, [{ name: 'D', area: areas[1] }])).toEqual({})
  })
})
