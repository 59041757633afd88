import { describe, expect, it } from 'vitest'
import { compileRecordMaker } from './sqlite-records'

describe('compileRecordMaker', () => {
  it('makes a record of the listed columns, decoding JSON text and 0/1 booleans', () => {
    const make = compileRecordMaker([
      { index: 2, name: 'name', kind: 'text' },
      { index: 0, name: '_id' },
      { index: 1, name: 'tags', kind: 'json' },
      { index: 3, name: 'active', kind: 'boolean' },
      { index: 4, name: 'rate', kind: 'number' }
    ])
    expect(make(['t1', '["a","b"]', '陳老師', 1, 350, 'not listed'])).toEqual({
      name: '陳老師',
      _id: 't1',
      tags: ['a', 'b'],
      active: true,
      rate: 350
    })
    expect(make(['t2', null, null, 0, null])).toEqual({
      name: null,
      _id: 't2',
      tags: null,
      active: false,
      rate: null
    })
    expect(make(['t3', null, 'x', null, 1])).toMatchObject({ active: null })
  })

  it('keeps any column name as data, never as code', () => {
    const name = `a"}); process.exit(1); ({"`
    const make = compileRecordMaker([
      { index: 0, name },
      { index: 1, name: '__proto__' }
    ])
    const record = make(['value', { polluted: true }])
    expect(record[name]).toBe('value')
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype)
    expect(Object.keys(record)).toEqual([name, '__proto__'])
  })

  it('refuses an index that is not a whole number', () => {
    expect(() => compileRecordMaker([{ index: '0]; throw 1; [' as unknown as number, name: 'x' }])).toThrow(
      TypeError
    )
  })
})
