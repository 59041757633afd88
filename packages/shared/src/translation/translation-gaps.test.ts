import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../catalogue/catalogue.types'
import { toTranslated } from '../catalogue/translatable'
import { parseQuery } from '../query/parse-query'
import { hasMachineText, missingLangs, missingLangsMask } from './translation-gaps'

const fields: FieldDef[] = [
  { name: 'title', type: 'string', params: { translate: true } },
  { name: 'body', type: 'string', params: { translate: true } },
  { name: 'code', type: 'string' }
]

describe('missing languages of a record', () => {
  it('a field with text in some language misses the others; blank text is no text', () => {
    expect(missingLangs(fields, { title: [{ lang: 'cht', value: '課' }] })).toEqual(['chs', 'en'])
    expect(
      missingLangs(fields, {
        title: [
          { lang: 'cht', value: '課' },
          { lang: 'en', value: ' ' }
        ]
      })
    ).toEqual(['chs', 'en'])
    expect(missingLangsMask(fields, { title: [{ lang: 'en', value: 'Lesson' }] })).toBe(1 | 2)
  })

  it('combines the fields, and a record without any text misses nothing', () => {
    const record = { title: [{ lang: 'cht', value: '課' }], body: [{ lang: 'en', value: 'Body' }] }
    expect(missingLangs(fields, record)).toEqual(['cht', 'chs', 'en'])
    expect(missingLangs(fields, { title: [], body: null, code: 'x' })).toEqual([])
  })

  it('machine-converted text is text, and is found as machine text', () => {
    const title = [
      { lang: 'cht', value: '課' },
      { lang: 'chs', value: '课', machine: true }
    ]
    expect(missingLangs(fields, { title })).toEqual(['en'])
    expect(hasMachineText(fields, { title })).toBe(true)
    expect(hasMachineText(fields, { title: [{ lang: 'cht', value: '課' }] })).toBe(false)
  })
})

describe('the machine mark in stored text', () => {
  it('is kept when true, dropped when false, and anything else is refused', () => {
    expect(toTranslated([{ lang: 'chs', value: '课', machine: true }])).toEqual([
      { lang: 'chs', value: '课', machine: true }
    ])
    expect(toTranslated([{ lang: 'chs', value: '课', machine: false }])).toEqual([
      { lang: 'chs', value: '课' }
    ])
    expect(toTranslated([{ lang: 'chs', value: '课', machine: 'yes' }])).toBeUndefined()
  })
})

describe('translation conditions of the query language', () => {
  it('parses $missingLang and $machine on a field and on the record', () => {
    expect(parseQuery(fields, { title: { $missingLang: 'chs' } }).filter).toEqual({
      kind: 'missingLang',
      field: 'title',
      lang: 'chs'
    })
    expect(parseQuery(fields, { $missingLang: 'en' }).filter).toEqual({ kind: 'missingLang', lang: 'en' })
    expect(parseQuery(fields, { $machine: 'false' }).filter).toEqual({
      kind: 'not',
      item: { kind: 'machineText' }
    })
  })

  it('refuses other languages, other fields and collections without translatable text', () => {
    expect(() => parseQuery(fields, { title: { $missingLang: 'fr' } })).toThrow(/cht, chs, en/)
    expect(() => parseQuery(fields, { code: { $missingLang: 'en' } })).toThrow(/not a supported operator/)
    expect(() => parseQuery([fields[2]], { $missingLang: 'en' })).toThrow(/translatable/)
  })
})
