import { describe, expect, it } from 'vitest'
import { clickSort, defaultSortOf, longPressSort, toQuerySort } from './sort-state'

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
    expect(toQuerySort(two)).toEqual({ name: -1, rate: 1 })
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
