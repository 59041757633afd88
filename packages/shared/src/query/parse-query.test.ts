import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../catalogue/catalogue.types'
import { ValidationFailure } from './query-error'
import { parseQuery } from './parse-query'

const fields: FieldDef[] = [
  { name: 'name', type: 'string' },
  { name: 'title', type: 'string', params: { translate: true } },
  { name: 'rate', type: 'number' },
  { name: 'verified', type: 'boolean' },
  { name: 'birthDate', type: 'date', params: { dateOnly: true } },
  { name: 'area', type: 'id', params: { ref: 'regAreas' } },
  { name: 'areas', type: 'array', params: { itemType: 'id', ref: 'regAreas' } },
  { name: 'person', type: 'object', params: { fields: [{ name: 'lastName', type: 'string' }] } },
  { name: 'password', type: 'string', params: { hidden: true } }
]

const errorsOf = (raw: Record<string, unknown>) => {
  try {
    parseQuery(fields, raw)
  } catch (error) {
    if (error instanceof ValidationFailure) return error.errors
    throw error
  }
  throw new Error('expected a ValidationFailure')
}

describe('parseQuery (C11)', () => {
  it('defaults $limit to 10, clamps it to 1000 and ends every sort with _id ascending (R-PAGE-03, R-PAGE-09)', () => {
    expect(parseQuery(fields, {})).toMatchObject({ limit: 10, skip: 0, sort: [{ field: '_id', direction: 1 }] })
    expect(parseQuery(fields, { $limit: '5000' }).limit).toBe(1000)
    expect(parseQuery(fields, { $sort: { name: '-1', rate: 1 } }).sort).toEqual([
      { field: 'name', direction: -1 },
      { field: 'rate', direction: 1 },
      { field: '_id', direction: 1 }
    ])
  })

  it('coerces query-string values to the field type', () => {
    const query = parseQuery(fields, { rate: { $gte: '100', $lt: '200.5' }, verified: 'true', birthDate: '2000-01-02' })
    expect(query.filter).toEqual({
      kind: 'and',
      items: [
        { kind: 'and', items: [
          { kind: 'compare', field: 'rate', path: undefined, valueKind: 'number', op: 'gte', value: 100 },
          { kind: 'compare', field: 'rate', path: undefined, valueKind: 'number', op: 'lt', value: 200.5 }
        ] },
        { kind: 'compare', field: 'verified', path: undefined, valueKind: 'boolean', op: 'eq', value: true },
        { kind: 'compare', field: 'birthDate', path: undefined, valueKind: 'date', op: 'eq', value: '2000-01-02' }
      ]
    })
  })

  it('turns $notContains and field-level $not into negations (R-SRCH-08)', () => {
    expect(parseQuery(fields, { name: { $notContains: 'ab' } }).filter).toMatchObject({
      kind: 'not',
      item: { kind: 'compare', op: 'contains', value: 'ab', caseInsensitive: true }
    })
    expect(parseQuery(fields, { name: { $not: { $regex: '^a', $options: 'i' } } }).filter).toMatchObject({
      kind: 'not',
      item: { kind: 'compare', op: 'regex', value: '^a', caseInsensitive: true }
    })
  })

  it('accepts qs-style objects with numeric keys as lists', () => {
    expect(parseQuery(fields, { area: { $in: { 0: 'a', 1: 'b' } } }).filter).toMatchObject({ op: 'in', value: ['a', 'b'] })
  })

  it('lets translatable text be searched in any language or one (R-SRCH-06)', () => {
    expect(parseQuery(fields, { title: { $contains: 'x' } }).filter).toMatchObject({ valueKind: 'text', op: 'contains' })
    expect(parseQuery(fields, { 'title.en': 'Hello' }).filter).toMatchObject({ field: 'title', path: 'en', op: 'eq' })
    expect(parseQuery(fields, { 'person.lastName': 'Chan' }).filter).toMatchObject({ field: 'person', path: 'lastName' })
  })

  it('drops an $or that has an empty branch, since it matches everything', () => {
    expect(parseQuery(fields, { $or: [{}, { name: 'a' }] }).filter).toBeUndefined()
  })

  it('rejects unknown fields, operators and hidden fields (R-SRCH-09)', () => {
    expect(errorsOf({ nope: 1 })).toHaveProperty('nope')
    expect(errorsOf({ password: 'x' })).toHaveProperty('password')
    expect(errorsOf({ name: { $where: 'x' } })).toHaveProperty(['name.$where'])
    expect(errorsOf({ $where: 'x' })).toHaveProperty('$where')
    expect(errorsOf({ rate: { $contains: '1' } })).toHaveProperty(['rate.$contains'])
    expect(errorsOf({ title: 'plain' })).toHaveProperty('title')
    expect(errorsOf({ $sort: { title: 1 } })).toHaveProperty(['$sort.title'])
    expect(errorsOf({ $populate: 'name' })).toHaveProperty(['$populate.name'])
  })

  it('asks for the exact total with $count=exact and nothing else (R-PAGE-09)', () => {
    expect(parseQuery(fields, { $count: 'exact' }).exactCount).toBe(true)
    expect(parseQuery(fields, {}).exactCount).toBeUndefined()
    expect(errorsOf({ $count: 'yes' })).toHaveProperty('$count', "must be 'exact'")
    expect(errorsOf({ $count: ['exact'] })).toHaveProperty('$count')
  })

  it('rejects bad values and limits', () => {
    expect(errorsOf({ $limit: '-5' })).toHaveProperty('$limit')
    expect(errorsOf({ $skip: '1.5' })).toHaveProperty('$skip')
    expect(errorsOf({ rate: 'ten' })).toHaveProperty('rate')
    expect(errorsOf({ birthDate: { $gt: 'yesterday' } })).toHaveProperty(['birthDate.$gt'])
    expect(errorsOf({ name: { $regex: '(' } })).toHaveProperty(['name.$regex'])
    expect(errorsOf({ name: { $regex: 'a', $options: 'g' } })).toHaveProperty(['name.$options'])
    expect(errorsOf({ rate: { $gt: null } })).toHaveProperty(['rate.$gt'])
    expect(errorsOf({ name: { $in: Array.from({ length: 1001 }, (_, i) => String(i)) } })).toHaveProperty(['name.$in'])
    let deep: Record<string, unknown> = { name: 'x' }
    for (let depth = 0; depth < 10; depth++) deep = { $and: [deep] }
    expect(errorsOf(deep)).toBeDefined()
  })
})
