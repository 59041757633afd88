import { describe, expect, it } from 'vitest'
import { ValidationFailure } from '../query/query-error'
import type { FieldDef } from './catalogue.types'
import { validateRecord } from './validate-record'

const limited: FieldDef[] = [
  { name: 'name', type: 'string', params: { maxLength: 5, minLength: 2 } },
  { name: 'code', type: 'string', params: { minLength: 3 } },
  { name: 'price', type: 'number', params: { min: 1, max: 9 } },
  { name: 'score', type: 'number', params: { max: 10 } },
  { name: 'tags', type: 'array', params: { itemType: 'string' } },
  { name: 'alt', type: 'string', params: { translate: true, maxLength: 4 } }
]

const failureOf = (body: Record<string, unknown>) => {
  try {
    validateRecord(limited, body, 'create')
  } catch (error) {
    if (error instanceof ValidationFailure) return error
    throw error
  }
  throw new Error('expected a ValidationFailure')
}

describe('validateRecord: the limits a problem names (R-ED-09)', () => {
  it('gives each problem its code and limit, for the console to say in its language', () => {
    const failure = failureOf({ name: 'too long', code: 'ab', price: 0, score: 11, tags: ['a', 1] })
    expect(failure.fieldProblems()).toEqual({
      name: { code: 'tooLong', max: 5 },
      code: { code: 'minLength', min: 3 },
      price: { code: 'min', min: 1 },
      score: { code: 'max', max: 10 },
      'tags.1': { code: 'string' }
    })
  })

  it('holds every language of a translatable text to its maxLength', () => {
    expect(failureOf({ alt: { cht: '短', en: 'far too long' } }).fieldProblems()).toEqual({
      alt: { code: 'tooLong', max: 4 }
    })
    expect(validateRecord(limited, { alt: { cht: '短', en: 'fits' } }, 'patch')).toEqual({
      alt: [
        { lang: 'cht', value: '短' },
        { lang: 'en', value: 'fits' }
      ]
    })
  })

  it('keeps the English message of each field for API users', () => {
    expect(failureOf({ price: 10 }).errors).toEqual({ price: 'must be at most 9' })
  })
})
