import { describe, expect, it } from 'vitest'
import { StoredJson } from '../stored-json'
import { compileRecordMaker, compileValuesMaker } from './sqlite-records'

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

  it('reads JSON as stored text when asked, for an answer written as text', () => {
    const make = compileRecordMaker(
      [
        { index: 0, name: 'tags', kind: 'json' },
        { index: 1, name: 'active', kind: 'boolean' }
      ],
      'stored'
    )
    const record = make(['["數學","英文"]', 1])
    expect(record.tags).toBeInstanceOf(StoredJson)
    expect((record.tags as StoredJson).text).toBe('["數學","英文"]')
    expect(JSON.stringify(record)).toBe('{"tags":["數學","英文"],"active":true}')
    expect(make([null, 0])).toEqual({ tags: null, active: false })
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

describe('compileValuesMaker', () => {
  it('makes the values of an INSERT as SQLite stores them, derived columns worked out', () => {
    const make = compileValuesMaker([
      { name: '_id', kind: 'text' },
      { name: 'tags', kind: 'json' },
      { name: 'active', kind: 'boolean' },
      { name: 'rate', kind: 'number' },
      { name: 'tagCount', kind: 'number', derive: (record) => (record.tags as unknown[] | null)?.length ?? 0 }
    ])
    expect(make({ _id: 't1', tags: ['a', 'b'], active: true, rate: 350 })).toEqual([
      't1',
      '["a","b"]',
      1,
      350,
      2
    ])
    expect(make({ _id: 't2', tags: null, active: false })).toEqual(['t2', null, 0, null, 0])
    expect(make({ _id: 't3' })).toEqual(['t3', null, null, null, 0])
  })

  it('reads any column name as data, never as code', () => {
    const name = `a"]; process.exit(1); ["`
    expect(compileValuesMaker([{ name, kind: 'text' }])({ [name]: 'value' })).toEqual(['value'])
  })
})
