import { describe, expect, it } from 'vitest'
import { clickSort, clickSortWithDefault, defaultSortOf, longPressSort, toQuerySort } from './sort-state'

describe('sorting (R-PAGE-01..03)', () => {
  it('cycles a column ascending, descending, off', () => {
    const asc = clickSort([], 'name')
    expect(asc).toEqual([{ field: 'name', desc: false }])
    const desc = clickSort(asc, 'name')
    expect(desc).toEqual([{ field: 'name', desc: true }])
    expect(clickSort(desc, 'name')).toEqual([])
  })

  it('makes a clicked unsorted column the only sort, keeps others when cycling a sorted one', () => {
    const two = longPressSort([{ field: 'name', desc: false }], 'rate')
    expect(clickSort(two, 'created')).toEqual([{ field: 'created', desc: false }])
    expect(clickSort(two, 'rate')).toEqual([
      { field: 'name', desc: false },
      { field: 'rate', desc: true }
    ])
  })

  it('adds and removes secondary columns on a long press', () => {
    const two = longPressSort([{ field: 'name', desc: true }], 'rate')
    expect(toQuerySort(two)).toEqual({ name: -1, rate: 1, _id: 1 })
    expect(longPressSort(two, 'name')).toEqual([{ field: 'rate', desc: false }])
  })

  it('reads the default sort of a route', () => {
    expect(defaultSortOf('created', true)).toEqual([{ field: 'created', desc: true }])
    expect(defaultSortOf(['a', 'b'], [false, true])).toEqual([
      { field: 'a', desc: false },
      { field: 'b', desc: true }
    ])
    expect(defaultSortOf()).toEqual([])
  })
})

describe('the tie-break and the default sort (R-PAGE-03)', () => {
  it('ends every $sort with _id ascending', () => {
    expect(toQuerySort([{ field: 'name', desc: true }])).toEqual({ name: -1, _id: 1 })
    expect(Object.keys(toQuerySort([{ field: 'name', desc: true }]))).toEqual(['name', '_id'])
    expect(toQuerySort([])).toEqual({ _id: 1 })
  })

  it('keeps an _id column where the user put it', () => {
    expect(toQuerySort([{ field: '_id', desc: true }])).toEqual({ _id: -1 })
  })

  it('returns to the route default when the last sort column is turned off', () => {
    const byCreated = [{ field: 'created', desc: true }]
    const nameDesc = [{ field: 'name', desc: true }]
    expect(clickSortWithDefault(nameDesc, 'name', byCreated)).toEqual(byCreated)
    expect(clickSortWithDefault([], 'name', byCreated)).toEqual([{ field: 'name', desc: false }])
  })

  it('never leaves the sort unchanged on a click of the default column', () => {
    const byCreated = [{ field: 'created', desc: true }]
    expect(clickSortWithDefault(byCreated, 'created', byCreated)).toEqual([{ field: 'created', desc: false }])
    expect(clickSortWithDefault([{ field: 'created', desc: false }], 'created', byCreated)).toEqual(byCreated)
  })
})
