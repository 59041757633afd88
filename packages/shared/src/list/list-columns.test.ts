import { describe, expect, it } from 'vitest'
import type { CollectionDef } from '../catalogue/catalogue.types'
import { clampColumnWidth, columnFieldProblem, columnFields, listColumnsProblems } from './list-columns'

const staff: CollectionDef = {
  name: 'users',
  params: {},
  fields: [
    { name: 'name', type: 'string' },
    { name: 'email', type: 'string' },
    { name: 'password', type: 'string', params: { hidden: true } },
    { name: 'title', type: 'string', params: { translate: true } }
  ]
}

describe('the columns a person chooses for a list (R-LIST-08, per person)', () => {
  it('offers every field the API answers with, system fields included, hidden fields never', () => {
    expect(columnFields(staff).map((field) => field.name)).toEqual([
      '_id',
      'created',
      'modified',
      'modifiedBy',
      'name',
      'email',
      'title'
    ])
    expect(columnFieldProblem(staff, 'modified')).toBeUndefined()
    expect(columnFieldProblem(staff, 'password')).toBe('is not a field of users')
    expect(columnFieldProblem(staff, 'nosuch')).toBe('is not a field of users')
    expect(columnFieldProblem(staff, 3)).toBe('must be the name of a field')
  })

  it('keeps 1 to 40 known columns, each once, widths whole pixels from 60 to 800', () => {
    expect(listColumnsProblems(staff, [{ field: 'email', width: 240 }, { field: 'name' }])).toEqual({})
    expect(listColumnsProblems(staff, [])).toEqual({ columns: 'must be a list of 1 to 40 columns' })
    expect(listColumnsProblems(staff, 'name')).toEqual({ columns: 'must be a list of 1 to 40 columns' })
    expect(
      listColumnsProblems(
        staff,
        Array.from({ length: 41 }, () => ({ field: 'name' }))
      )
    ).toEqual({
      columns: 'must be a list of 1 to 40 columns'
    })
  })

  it('names each bad column by its place and what is wrong', () => {
    expect(
      listColumnsProblems(staff, [
        { field: 'name', width: 59 },
        { field: 'password' },
        'email',
        { field: 'name' },
        { field: 'title', width: 120.5, color: 'red' },
        { field: 'email', width: '200' }
      ])
    ).toEqual({
      'columns.0.width': 'must be a whole number of pixels from 60 to 800',
      'columns.1.field': 'is not a field of users',
      'columns.2': 'must be an object { field, width }',
      'columns.3.field': 'is shown twice',
      'columns.4.width': 'must be a whole number of pixels from 60 to 800',
      'columns.4.color': 'is not a column setting',
      'columns.5.width': 'must be a whole number of pixels from 60 to 800'
    })
  })

  it('clamps a dragged width into range, in whole pixels', () => {
    expect(clampColumnWidth(12)).toBe(60)
    expect(clampColumnWidth(240.6)).toBe(241)
    expect(clampColumnWidth(5000)).toBe(800)
  })
})
