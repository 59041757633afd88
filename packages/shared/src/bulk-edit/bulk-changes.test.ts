import { describe, expect, it } from 'vitest'
import type { CollectionDef } from '../catalogue/catalogue.types'
import { ValidationFailure } from '../query/query-error'
import { bulkChangesOf, bulkEditFields, checkBulkChanges } from './bulk-changes'

const teachers: CollectionDef = {
  name: 'teachers',
  fields: [
    { name: 'name', type: 'string', params: { required: true } },
    { name: 'email', type: 'string', params: { unique: true } },
    { name: 'status', type: 'string', params: { enum: 'teacherStatus' } },
    { name: 'verified', type: 'boolean' },
    { name: 'rate', type: 'number', params: { min: 0 } },
    { name: 'birthDate', type: 'date', params: { dateOnly: true } },
    { name: 'area', type: 'id', params: { ref: 'regAreas' } },
    { name: 'photo', type: 'id', params: { ref: 'attachments' } },
    { name: 'areas', type: 'array', params: { itemType: 'id', ref: 'regAreas' } },
    { name: 'keywords', type: 'array', params: { itemType: 'string' } },
    { name: 'availability', type: 'array', params: { itemType: 'object' } },
    { name: 'password', type: 'string', params: { hidden: true, enum: 'x' } }
  ]
} as CollectionDef
const enums = { teacherStatus: { values: ['pending', 'active'] } } as never

const problemsOf = (body: unknown) => {
  try {
    checkBulkChanges(teachers, body as never, enums)
  } catch (error) {
    if (error instanceof ValidationFailure) return error.codes
    throw error
  }
  return {}
}

describe('bulk edits', () => {
  it('offers enums, yes/no, numbers, dates, references and lists of references or words', () => {
    expect(bulkEditFields(teachers).map((field) => field.name)).toEqual([
      'status',
      'verified',
      'rate',
      'birthDate',
      'area',
      'areas',
      'keywords'
    ])
  })

  it('checks each change against its field, keyed by its part', () => {
    expect(
      problemsOf({ set: { name: 'x', status: 'nope', rate: -1 }, add: { status: ['x'], areas: [] } })
    ).toEqual({
      'set.name': 'notBulkEditable',
      'set.status': 'enum',
      'set.rate': 'min',
      'add.status': 'notBulkEditable',
      'add.areas': 'array'
    })
    expect(problemsOf({ set: { areas: ['a'] } })).toEqual({ 'set.areas': 'notBulkEditable' })
    expect(problemsOf({ set: { verified: true }, remove: { verified: [true] } })).toEqual({
      'remove.verified': 'notBulkEditable'
    })
    expect(problemsOf({})).toEqual({ set: 'required' })
    expect(checkBulkChanges(teachers, { set: { status: 'active', area: null } }, enums)).toEqual({
      set: { status: 'active', area: null },
      add: {},
      remove: {}
    })
  })

  it('changes only what differs: set values, items added once and removed', () => {
    const changes = { set: { status: 'active' }, add: { areas: ['b', 'b', 'c'] }, remove: { areas: ['a'] } }
    expect(bulkChangesOf({ status: 'pending', areas: ['a', 'b'] }, changes)).toEqual({
      status: 'active',
      areas: ['b', 'c']
    })
    expect(bulkChangesOf({ status: 'active', areas: ['b', 'c'] }, changes)).toEqual({})
    expect(bulkChangesOf({}, { set: {}, add: { keywords: ['x'] }, remove: {} })).toEqual({ keywords: ['x'] })
  })
})
