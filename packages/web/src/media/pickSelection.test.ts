import { describe, expect, it } from 'vitest'
import { idsOfValue, moveItem, pickSelection, valueOfSelection } from './pickSelection'

describe('picking (R-WID-01, R-WID-02)', () => {
  it('replaces the selection with one value', () => {
    expect(pickSelection(['a'], 'b', false)).toEqual(['b'])
    expect(pickSelection(['a'], 'a', false)).toEqual(['a'])
  })

  it('toggles with several values', () => {
    expect(pickSelection(['a'], 'b', true)).toEqual(['a', 'b'])
    expect(pickSelection(['a', 'b'], 'a', true)).toEqual(['b'])
  })

  it('gives the field one id, a list, or null when empty', () => {
    expect(valueOfSelection(['b'], false)).toBe('b')
    expect(valueOfSelection([], false)).toBeNull()
    expect(valueOfSelection(['a', 'b'], true)).toEqual(['a', 'b'])
    expect(valueOfSelection([], true)).toEqual([])
  })

  it('reads a field value as ids', () => {
    expect(idsOfValue('a')).toEqual(['a'])
    expect(idsOfValue(['a', 3, '', 'b'])).toEqual(['a', 'b'])
    expect(idsOfValue(null)).toEqual([])
  })

  it('reorders a list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b'])
  })
})
