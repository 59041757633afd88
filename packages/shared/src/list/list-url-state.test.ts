import { describe, expect, it } from 'vitest'
import { readListState, skipOf, writeListState, type ListUrlState } from './list-url-state'

const defaults: ListUrlState = { keyword: '', conditions: [], page: 1, rowsPerPage: 10, sort: [], filter: {} }

describe('list state in the URL (R-RT-11, C20)', () => {
  it('round-trips through the search params under q', () => {
    const state: ListUrlState = {
      keyword: '陳 & co',
      conditions: [{ path: 'rate', cond: 'inRange', value1: 1, value2: 9 }],
      page: 3,
      rowsPerPage: 20,
      sort: [{ field: 'name', desc: true }],
      filter: { status: 'active' }
    }
    const params = writeListState(new URLSearchParams('edit=1'), state, defaults)
    const reloaded = new URLSearchParams(params.toString())
    expect(reloaded.get('edit')).toBe('1')
    expect(readListState(reloaded, defaults)).toEqual(state)
  })

  it('leaves the URL clean when the state is the default', () => {
    expect(writeListState(new URLSearchParams('q=%7B%7D'), defaults, defaults).toString()).toBe('')
  })

  it('falls back to defaults for malformed values', () => {
    expect(readListState(new URLSearchParams('q=not-json'), defaults)).toEqual(defaults)
    expect(
      readListState(
        new URLSearchParams(`q=${encodeURIComponent('{"page":-4,"sort":[1],"rowsPerPage":-1}')}`),
        defaults
      )
    ).toEqual({
      ...defaults,
      rowsPerPage: -1
    })
  })

  it('reads a sort turned off as the route default sort (R-PAGE-03)', () => {
    const byCreated = { ...defaults, sort: [{ field: 'created', desc: true }] }
    const params = writeListState(new URLSearchParams(), { ...byCreated, sort: [] }, byCreated)
    expect(readListState(params, byCreated).sort).toEqual(byCreated.sort)
  })

  it('computes $skip from the page (R-LIST-04)', () => {
    expect(skipOf(3, 20)).toBe(40)
    expect(skipOf(1, -1)).toBe(0)
  })
})
