import knexFactory, { type Knex } from 'knex'
import { SqliteKnexClient } from '../sqlite-driver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sqliteRowEstimates } from './row-estimates'

let knex: Knex

beforeAll(async () => {
  knex = knexFactory({
    client: SqliteKnexClient,
    connection: { filename: ':memory:' },
    useNullAsDefault: true
  })
  await knex.schema.createTable('rows', (table) => table.integer('n'))
  await knex('rows').insert(Array.from({ length: 12 }, (_, n) => ({ n })))
})
afterAll(() => knex?.destroy())

describe('SQLite row estimates (R-PAGE-09)', () => {
  it('answers the largest rowid of a big table, confirmed by a count at most once in five seconds', async () => {
    let now = 0
    const estimate = sqliteRowEstimates(() => now)
    expect(await estimate(knex, 'rows', 20)).toBeUndefined()
    expect(await estimate(knex, 'rows', 5)).toBe(12)
    await knex('rows').where('n', '<', 10).del()
    // Deleted since the count confirmed it: the estimate stands until the count is due again.
    now = 4999
    expect(await estimate(knex, 'rows', 5)).toBe(12)
    now = 5001
    expect(await estimate(knex, 'rows', 5)).toBeUndefined()
    expect(await estimate(knex, 'rows', 5)).toBeUndefined()
  })
})
