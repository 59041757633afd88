import knexFactory, { type Knex } from 'knex'
import { SqliteKnexClient } from '../sqlite-driver'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { SqlShapes } from './sql-shapes'

const knex: Knex = knexFactory({
  client: SqliteKnexClient,
  connection: { filename: ':memory:' },
  useNullAsDefault: true
})
afterAll(() => knex.destroy())

const page = (limit: number, skip: number) => () => {
  const query = knex('rows').select('n').orderBy('n').limit(limit)
  return skip > 0 ? query.offset(skip) : query
}

describe('SqlShapes (R-PAGE-06)', () => {
  it('compiles a shape once and then binds only the values of each query', () => {
    const shapes = new SqlShapes()
    const first = shapes.statement('rows by n, offset', [25, 50], page(25, 50))
    expect(first.bindings).toEqual([25, 50])
    const build = vi.fn(page(10, 4975))
    const later = shapes.statement('rows by n, offset', [10, 4975], build)
    expect(build).not.toHaveBeenCalled()
    expect(later).toEqual({ sql: first.sql, bindings: [10, 4975] })
    // A first page has no offset: a shape of its own, with the limit alone.
    expect(shapes.statement('rows by n', [25], page(25, 0)).bindings).toEqual([25])
    expect(shapes.statement('rows by n', [40], page(40, 0))).toMatchObject({ bindings: [40] })
  })

  it('keeps no text when the values do not say where each binding goes', () => {
    const shapes = new SqlShapes()
    // Limit and offset alike: which placeholder is which cannot be told.
    shapes.statement('alike', [25, 25], page(25, 25))
    const build = vi.fn(page(10, 20))
    expect(shapes.statement('alike', [10, 20], build).bindings).toEqual([10, 20])
    expect(build).toHaveBeenCalledOnce()
    // A key that says too little (the offset left out of the values): compiled every time.
    shapes.statement('wrong', [25], page(25, 50))
    const again = vi.fn(page(25, 75))
    expect(shapes.statement('wrong', [25], again).bindings).toEqual([25, 75])
    expect(again).toHaveBeenCalledOnce()
  })
})
