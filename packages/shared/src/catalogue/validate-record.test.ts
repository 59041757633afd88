import { describe, expect, it } from 'vitest'
import { ValidationFailure } from '../query/query-error'
import type { EnumDef, FieldDef } from './catalogue.types'
import { normaliseRichText, validateRecord } from './validate-record'

const enums: Record<string, EnumDef> = { newsStatus: { values: ['draft', 'published'], labels: {} } }
const fields: FieldDef[] = [
  { name: 'title', type: 'string', params: { translate: true, required: true } },
  { name: 'body', type: 'string', params: { translate: true, rich: true } },
  { name: 'status', type: 'string', params: { enum: 'newsStatus', default: 'draft' } },
  { name: 'email', type: 'string', params: { email: true } },
  { name: 'price', type: 'number', params: { min: 0 } },
  { name: 'day', type: 'date', params: { dateOnly: true } },
  { name: 'at', type: 'date' },
  { name: 'tags', type: 'array', params: { itemType: 'string' } },
  {
    name: 'items',
    type: 'array',
    params: { itemType: 'object', fields: [{ name: 'price', type: 'number', params: { required: true } }] }
  }
]

const failureOf = (body: unknown, mode: 'create' | 'patch' = 'create') => {
  try {
    validateRecord(fields, body, mode, enums)
  } catch (error) {
    if (error instanceof ValidationFailure) return error
    throw error
  }
  throw new Error('expected a ValidationFailure')
}

const errorsOf = (body: unknown, mode: 'create' | 'patch' = 'create') => failureOf(body, mode).errors

describe('validateRecord (R-ED-08)', () => {
  it('applies defaults on create and normalises text and dates (R-SCH-06, R-ED-07, R-WID-14)', () => {
    expect(
      validateRecord(
        fields,
        { title: '標題', at: '2024-05-06 07:08:09', body: { en: '<p></p>' } },
        'create',
        enums
      )
    ).toEqual({
      title: [{ lang: 'cht', value: '標題' }],
      body: [{ lang: 'en', value: '' }],
      status: 'draft',
      at: new Date('2024-05-06T07:08:09').toISOString()
    })
  })

  it('leaves missing fields alone on patch and drops system fields (R-SCH-08)', () => {
    expect(validateRecord(fields, { price: 5, modifiedBy: 'x', _id: 'y' }, 'patch', enums)).toEqual({
      price: 5
    })
  })

  it('gives one message per bad field', () => {
    expect(
      Object.keys(
        errorsOf({
          status: 'gone',
          email: 'a@',
          price: -1,
          day: '2024-01-01T00:00:00Z',
          tags: [1],
          items: [{}],
          extra: 1
        })
      ).sort()
    ).toEqual(['day', 'email', 'extra', 'items.0.price', 'price', 'status', 'tags.0', 'title'].sort())
  })

  it('names what is wrong with each field by a code the console translates (R-ED-09)', () => {
    expect(
      failureOf({ title: [], status: 'x', email: 'no', price: -1, day: '2026', items: [{}], extra: 1 }).codes
    ).toEqual({
      title: 'required',
      status: 'enum',
      email: 'email',
      price: 'min',
      day: 'dateOnly',
      'items.0.price': 'required',
      extra: 'unknown'
    })
  })

  it('treats translatable text without any value as missing when required', () => {
    expect(errorsOf({ title: [{ lang: 'en', value: '' }] })).toHaveProperty('title')
    expect(errorsOf({ title: [{ lang: 'xx', value: 'a' }] })).toHaveProperty('title')
  })

  it('rejects a body that is not an object', () => {
    expect(errorsOf([])).toHaveProperty('body')
    expect(errorsOf('text')).toHaveProperty('body')
  })

  it('stores an empty rich-text paragraph as an empty string (R-WID-12)', () => {
    expect(normaliseRichText('<p><br></p>')).toBe('')
    expect(normaliseRichText('<p>hi</p>')).toBe('<p>hi</p>')
  })
})

describe('validateRecord and texts no database can keep', () => {
  it('names them in list items and sub-objects, checked once with their field', () => {
    expect(
      failureOf({ title: 'T', tags: ['ok', 'a\u0000'], items: [{ price: 1, ['k\u0000']: 2 }] }).codes
    ).toEqual({
      'tags.1': 'unstorable',
      'items.0."k\\u0000"': 'unstorable'
    })
    // A clean list is still checked item by item for its type.
    expect(failureOf({ title: 'T', tags: ['ok', 5] }).codes).toEqual({ 'tags.1': 'string' })
  })
})
