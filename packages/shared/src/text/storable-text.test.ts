import { describe, expect, it } from 'vitest'
import { holdsUnstorableText, unstorableText, unstorableTexts } from './storable-text'

describe('texts no database can keep (NUL, unpaired surrogates)', () => {
  it.each([
    ['a\u0000b', 'holds a NUL character'],
    ['\ud800', 'holds an unpaired surrogate (broken UTF-16)'],
    ['x\udc00', 'holds an unpaired surrogate (broken UTF-16)'],
    ['\udc00\ud800', 'holds an unpaired surrogate (broken UTF-16)']
  ])('names what is wrong in %j', (text, problem) => {
    expect(unstorableText(text)).toBe(problem)
  })

  it.each(['', '陳大文', '😀 emoji', 'RTL \u202e text', 'a\u0001b'])('keeps %j', (text) => {
    expect(unstorableText(text)).toBeUndefined()
  })

  it('finds them by path in values and keys, nested', () => {
    expect(
      unstorableTexts({ name: 'ok', intro: [{ lang: 'en', value: 'a\u0000' }], ['k\u0000']: 1, n: 5 })
    ).toEqual({
      'intro.0.value': 'holds a NUL character',
      '"k\\u0000"': 'has a key that holds a NUL character'
    })
    expect(unstorableTexts('\ud800', 'id')).toEqual({ id: 'holds an unpaired surrogate (broken UTF-16)' })
    expect(unstorableTexts({ a: [1, true, null] })).toEqual({})
  })

  it('tells whether a value holds any, as the paths would, without making them', () => {
    const values: unknown[] = [
      { name: 'ok', intro: [{ lang: 'en', value: 'a\u0000' }] },
      { ['k\u0000']: 1 },
      ['fine', ['deep', ['\ud800']]],
      { a: [1, true, null], b: { c: '陳大文' } },
      '😀',
      5,
      null
    ]
    for (const value of values)
      expect(holdsUnstorableText(value)).toBe(Object.keys(unstorableTexts(value)).length > 0)
    // As deep as the paths are searched, and no deeper.
    let deep: unknown = '\u0000'
    for (let level = 0; level < 40; level++) deep = [deep]
    expect(holdsUnstorableText(deep)).toBe(Object.keys(unstorableTexts(deep)).length > 0)
  })
})
