import { describe, expect, it } from 'vitest'
import { compileRecordMaker } from './dialects/sqlite-records'
import { recordsText } from './records-text'
import { StoredJson } from './stored-json'

const strings = [
  '',
  '陳大文 · 數學',
  'quote " and backslash \\',
  'control \u0000\u0001\n\t\u001f',
  'emoji 👩‍🏫 in a pair',
  'lone \ud800 high',
  'lone \udfff low',
  '\u2028 line separators \u2029',
  '${not a template} `tick`'
]
const numbers = [0, -0, 1.5, -42, 1e21, 5e-7, Number.MAX_SAFE_INTEGER, Number.NaN, Infinity, -Infinity]

describe('recordsText', () => {
  it('writes the text JSON.stringify writes, for every kind of value a record holds', () => {
    const records = [...strings, ...numbers, true, false, null, { a: [1, 'b'] }, [], new Date(0)].map(
      (value, index) => ({ _id: `r${index}`, value, label: strings[index % strings.length] })
    )
    expect(recordsText(records)).toBe(JSON.stringify(records))
  })

  it('keeps any key as data, never as code', () => {
    const make = compileRecordMaker([
      { index: 0, name: 'a`b${c}\\d"e' },
      { index: 1, name: '__proto__' },
      { index: 2, name: '' }
    ])
    const records = [make(['one', 'two', 'three'])]
    expect(recordsText(records)).toBe(JSON.stringify(records))
    expect(JSON.parse(recordsText(records))[0]['a`b${c}\\d"e']).toBe('one')
  })

  it('writes JSON read as stored as it is, and nothing for an empty list or record', () => {
    const record = { _id: 't1', areas: new StoredJson('["a","b"]'), empty: new StoredJson('{}') }
    expect(recordsText([record])).toBe('[{"_id":"t1","areas":["a","b"],"empty":{}}]')
    // Encoded any other way, a stored value is its value.
    expect(JSON.stringify(record)).toBe('{"_id":"t1","areas":["a","b"],"empty":{}}')
    expect(recordsText([])).toBe('[]')
    expect(recordsText([{}, {}])).toBe('[{},{}]')
  })
})
