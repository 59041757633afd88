import { describe, expect, it } from 'vitest'
import { emptySelection, selectAllMatching, selectionState, togglePage, toggleRow } from './selection'

const page = ['a', 'b', 'c']

describe('selection states (R-PAGE-07, R-PAGE-08)', () => {
  it('tells none, some, pageSome, pageAll and all apart', () => {
    expect(selectionState(emptySelection(), page)).toBe('none')
    expect(selectionState({ allMatching: false, ids: new Set(['z']) }, page)).toBe('some')
    expect(selectionState({ allMatching: false, ids: new Set(['a', 'z']) }, page)).toBe('pageSome')
    expect(selectionState({ allMatching: false, ids: new Set(page) }, page)).toBe('pageAll')
    expect(selectionState(selectAllMatching(), page)).toBe('all')
  })

  it('toggles the page rows with the header checkbox and keeps rows of other pages', () => {
    const selected = togglePage({ allMatching: false, ids: new Set(['z', 'a']) }, page)
    expect([...selected.ids].sort()).toEqual(['a', 'b', 'c', 'z'])
    expect([...togglePage(selected, page).ids]).toEqual(['z'])
    expect(togglePage(selectAllMatching(), page)).toEqual(emptySelection())
  })

  it('leaves "all matching" for the page rows but the one unticked', () => {
    expect([...toggleRow(selectAllMatching(), 'b', page).ids]).toEqual(['a', 'c'])
    expect([...toggleRow(emptySelection(), 'b', page).ids]).toEqual(['b'])
  })
})
