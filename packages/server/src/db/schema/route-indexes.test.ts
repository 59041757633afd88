import type { CollectionDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { columnIndexes, routeIndexes, withoutCovered } from './route-indexes'

const route = (settings: Record<string, unknown>): CollectionDef => ({
  name: 'probe',
  fields: [
    { name: 'title', type: 'string', params: { translate: true } },
    { name: 'name', type: 'string', params: { index: 'text' } },
    { name: 'status', type: 'string', params: { enum: 'status' } },
    { name: 'tags', type: 'array', params: { itemType: 'string' } },
    { name: 'date', type: 'date' },
    { name: 'done', type: 'boolean' }
  ],
  params: { editor: { admin: { path: 'probe', service: 'probe', ...settings } } }
})

describe('indexes from the list route (R-PAGE-03, R-SRCH-01)', () => {
  it('indexes the default order with its _id tie-break, and each picking condition before that order', () => {
    const indexes = routeIndexes(
      route({
        defaultSort: 'date',
        defaultSortDesc: true,
        searchFields: [
          { path: 'status', cond: 'in' },
          { path: 'done', cond: 'eq' },
          { path: 'date', cond: 'inRange' },
          { path: 'name', cond: 'contains' },
          { path: 'title', cond: 'missingLang' },
          { path: 'tags', cond: 'in' }
        ]
      })
    )
    expect(indexes).toEqual([
      ['-date', '_id'],
      ['status', '-date', '_id'],
      ['done', '-date', '_id'],
      ['date']
    ])
  })

  it('needs none for a route ordered by _id alone, or a collection without a route', () => {
    expect(routeIndexes(route({}))).toEqual([])
    expect(routeIndexes({ name: 'bare', fields: [], params: {} })).toEqual([])
  })

  it('leaves out an index that another begins with, read either way', () => {
    expect(
      withoutCovered([
        ['date'],
        ['-date', '_id'],
        ['status'],
        ['status', '-date'],
        ['-created'],
        ['created'],
        ['a', '-b'],
        ['-a', 'b', 'c']
      ])
    ).toEqual([['-date', '_id'], ['status', '-date'], ['-created'], ['-a', 'b', 'c']])
  })

  it('indexes each column of the list that no index begins with, to sort by it', () => {
    const listed = route({ headers: ['name', 'status', 'title', 'tags', 'date', 'created'] })
    // name is found by its text index, and sorts only while the collection is small.
    expect(
      columnIndexes(listed, [
        ['-date', '_id'],
        ['status', '-date', '_id']
      ])
    ).toEqual([['created', '_id']])
  })
})
