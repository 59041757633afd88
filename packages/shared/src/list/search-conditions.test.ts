import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../catalogue/catalogue.types'
import { parseQuery } from '../query/parse-query'
import {
  buildListFilter,
  conditionFilter,
  isActiveCondition,
  isFixedCondition,
  keywordFilter,
  mergeConditions,
  nextOperator,
  searchConditionsOf,
  SEARCH_COLORS,
  SEARCH_OPERATORS,
  searchKindOf,
  withNextOperator,
  switchFixedCondition,
  type SearchCondition
} from './search-conditions'

const fields: FieldDef[] = [
  { name: 'name', type: 'string' },
  { name: 'title', type: 'string', params: { translate: true } },
  { name: 'rate', type: 'number' },
  { name: 'verified', type: 'boolean' },
  { name: 'birthDate', type: 'date', params: { dateOnly: true } },
  { name: 'status', type: 'string', params: { enum: 'teacherStatus' } },
  { name: 'areas', type: 'array', params: { itemType: 'id', ref: 'regAreas' } }
]

describe('search conditions (R-SRCH-03..08)', () => {
  it('offers the operators of the spec per field kind', () => {
    expect(fields.map((field) => searchKindOf(field))).toEqual([
      'text',
      'translated',
      'number',
      'checkbox',
      'date',
      'picker',
      'picker'
    ])
    expect(SEARCH_OPERATORS).toEqual({
      checkbox: ['eq', 'ne'],
      text: ['contains', 'notContains'],
      translated: ['contains', 'notContains', 'missingLang', 'machine'],
      number: ['lt', 'gt', 'lte', 'gte', 'eq', 'ne', 'inRange'],
      date: ['lt', 'gt', 'lte', 'gte', 'eq', 'ne', 'inRange'],
      picker: ['in', 'nin']
    })
    expect(SEARCH_COLORS).toHaveLength(6)
  })

  it('cycles a chip through its operators (R-SRCH-02)', () => {
    expect(nextOperator('text', 'contains')).toBe('notContains')
    expect(nextOperator('text', 'notContains')).toBe('contains')
    expect(nextOperator('number', 'inRange')).toBe('lt')
  })

  it('counts a condition only when value1 is not empty (R-SRCH-04)', () => {
    expect(
      [null, undefined, '', [], 0, false, 'a', ['x']].map((value1) => isActiveCondition({ value1 }))
    ).toEqual([false, false, false, false, true, true, true, true])
  })

  it('trims keyword and contains values and matches them literally, case-insensitive (R-SRCH-05)', () => {
    expect(conditionFilter({ path: 'name', cond: 'contains', value1: ' a.b ' })).toEqual({
      name: { $contains: 'a.b' }
    })
    expect(keywordFilter(' (x) ', ['name'], ['title'])).toEqual({
      $or: [{ name: { $contains: '(x)' } }, { title: { $contains: '(x)' } }]
    })
    expect(keywordFilter('   ', ['name'])).toBeUndefined()
    // The server reads $contains as the escaped case-insensitive regex: "a.b" never matches "axb".
    const parsed = parseQuery(fields, keywordFilter(' a.b ', ['name'])!)
    expect(parsed.filter).toMatchObject({ kind: 'compare', field: 'name', op: 'contains', value: 'a.b' })
  })

  it('writes inRange as $gte and $lte and notContains as $not (R-SRCH-08)', () => {
    expect(conditionFilter({ path: 'rate', cond: 'inRange', value1: 100, value2: 200 })).toEqual({
      rate: { $gte: 100, $lte: 200 }
    })
    expect(conditionFilter({ path: 'name', cond: 'notContains', value1: 'x' })).toEqual({
      name: { $not: { $contains: 'x' } }
    })
    expect(conditionFilter({ path: 'areas', cond: 'nin', value1: ['a'] })).toEqual({ areas: { $nin: ['a'] } })
  })

  it('combines route filter, conditions and keyword with $and, and the server accepts it (R-SRCH-07)', () => {
    const filter = buildListFilter({
      routeFilter: { status: 'active' },
      conditions: [
        { path: 'rate', cond: 'gte', value1: 100 },
        { path: 'verified', cond: 'eq', value1: true },
        { path: 'birthDate', cond: 'inRange', value1: '1990-01-01', value2: '2000-12-31' },
        { path: 'areas', cond: 'in', value1: ['a1', 'a2'] },
        { path: 'name', cond: 'notContains', value1: 'test' },
        { path: 'title', cond: 'contains', value1: '' }
      ],
      keyword: '陳',
      textFields: ['name'],
      translateTextFields: ['title']
    })
    expect(filter.$and).toHaveLength(7)
    expect(() => parseQuery(fields, filter)).not.toThrow()
    expect(buildListFilter({})).toEqual({})
  })

  it('starts from the search fields of the route, with a valid operator each (R-SRCH-01)', () => {
    const conditions = searchConditionsOf(
      [
        { path: 'name' },
        { path: 'rate', cond: 'contains' },
        { path: 'birthDate', cond: 'inRange', value1: '2000-01-01' },
        { path: 'nowhere', cond: 'eq' }
      ],
      fields
    )
    expect(conditions).toEqual([
      { path: 'name', cond: 'contains' },
      { path: 'rate', cond: 'lt' },
      { path: 'birthDate', cond: 'inRange', value1: '2000-01-01' }
    ])
  })

  it('takes operators and values from the URL only for the conditions of the route (R-RT-11)', () => {
    const route = searchConditionsOf([{ path: 'name' }, { path: 'verified' }], fields)
    expect(
      mergeConditions(route, [
        { path: 'verified', cond: 'ne', value1: true },
        { path: 'password', cond: 'contains', value1: 'x' }
      ])
    ).toEqual([
      { path: 'name', cond: 'contains' },
      { path: 'verified', cond: 'ne', value1: true, value2: undefined }
    ])
  })
})

describe('fixed conditions of a route (R-SRCH-01: edit false)', () => {
  const fixed: SearchCondition = { path: 'handled', cond: 'eq', value1: false, edit: false }
  const open: SearchCondition = { path: 'name', cond: 'contains', value1: '' }

  it('R-SRCH-01 a fixed condition keeps the route operator and values whatever the URL says, but may be off', () => {
    expect(isFixedCondition(fixed)).toBe(true)
    expect(isFixedCondition(open)).toBe(false)
    const changed = { ...fixed, cond: 'ne' as const, value1: true }
    expect(mergeConditions([fixed, open], [changed])).toEqual([fixed, open])
    expect(mergeConditions([fixed], [{ ...fixed, value1: null }])).toEqual([
      { ...fixed, value1: null, value2: null }
    ])
    expect(mergeConditions([open], [{ ...open, cond: 'notContains', value1: 'x' }])).toEqual([
      { ...open, cond: 'notContains', value1: 'x' }
    ])
  })

  it('R-SRCH-01 offers conditions on the system dates too (a request list searched by when it came in)', () => {
    expect(searchConditionsOf([{ path: 'created', cond: 'inRange' }], fields)).toEqual([
      { path: 'created', cond: 'inRange' }
    ])
  })

  it('R-SRCH-01 switching a fixed condition turns it off, then back to the route values', () => {
    const off = switchFixedCondition(fixed, fixed)
    expect(isActiveCondition(off)).toBe(false)
    expect(switchFixedCondition(off, fixed)).toEqual(fixed)
  })
})

describe('conditions on translatable text', () => {
  it('asks for records missing a language or holding machine text', () => {
    expect(conditionFilter({ path: 'title', cond: 'missingLang', value1: 'chs' })).toEqual({
      title: { $missingLang: 'chs' }
    })
    expect(conditionFilter({ path: 'title', cond: 'machine', value1: true })).toEqual({
      title: { $machine: true }
    })
  })

  it('clears the value when the next operator takes another kind of value', () => {
    const typed = { path: 'title', cond: 'notContains' as const, value1: 'maths' }
    expect(withNextOperator('translated', typed)).toEqual({
      ...typed,
      cond: 'missingLang',
      value1: null,
      value2: null
    })
    expect(withNextOperator('translated', { path: 'title', cond: 'contains', value1: 'x' })).toEqual({
      path: 'title',
      cond: 'notContains',
      value1: 'x'
    })
  })
})
