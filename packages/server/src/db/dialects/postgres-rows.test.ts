import { describe, expect, it } from 'vitest'
import { compileRowObjectMaker } from './postgres-rows'

describe('compileRowObjectMaker', () => {
  it('makes a row of every column, missing values null and derived ones worked out', () => {
    const make = compileRowObjectMaker([
      { name: '_id' },
      { name: 'tags' },
      { name: 'tagCount', derive: (record) => (record.tags as unknown[] | null)?.length ?? 0 }
    ])
    expect(make({ _id: 't1', tags: ['a'], other: 'left out' })).toEqual({
      _id: 't1',
      tags: ['a'],
      tagCount: 1
    })
    expect(make({ _id: 't2' })).toEqual({ _id: 't2', tags: null, tagCount: 0 })
  })

  it('keeps any column name as data, never as code', () => {
    const name = `a"]; process.exit(1); ["`
    const row = compileRowObjectMaker([{ name }, { name: '__proto__' }])({ [name]: 'value' })
    expect(row[name]).toBe('value')
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype)
    expect(Object.keys(row)).toEqual([name, '__proto__'])
  })
})
