import { describe, expect, it } from 'vitest'
import { ValidationFailure } from '../query/query-error'
import type { FieldDef } from './catalogue.types'
import { dateFormOf, dayOf, storedDateOf } from './stored-date'
import { validateRecord } from './validate-record'

const fields: FieldDef[] = [
  { name: 'day', type: 'date', params: { dateOnly: true } },
  { name: 'utcDay', type: 'date', params: { dateOnly: true, utc: true } },
  { name: 'at', type: 'date' },
  { name: 'utcAt', type: 'date', params: { utc: true } }
]

const codesOf = (body: Record<string, unknown>) => {
  try {
    validateRecord(fields, body, 'patch')
  } catch (error) {
    if (error instanceof ValidationFailure) return error.codes
    throw error
  }
  return {}
}

describe('dates as stored (R-WID-14)', () => {
  it('picks the form from dateOnly and utc', () => {
    expect(fields.map((field) => dateFormOf(field.params))).toEqual([
      'day',
      'utcDay',
      'dateTime',
      'utcDateTime'
    ])
  })

  it('R-WID-14 a day without utc stores YYYY-MM-DD and takes nothing else', () => {
    expect(storedDateOf('2026-03-01', 'day')).toBe('2026-03-01')
    expect(storedDateOf('2026-03-01T00:00:00.000Z', 'day')).toBeUndefined()
    expect(storedDateOf('2026-13-01', 'day')).toBeUndefined()
  })

  it('R-WID-14 a utc day stores YYYY-MM-DDT00:00:00.000Z, from a day or a date-time at UTC midnight', () => {
    expect(storedDateOf('2026-03-01', 'utcDay')).toBe('2026-03-01T00:00:00.000Z')
    expect(storedDateOf('2026-03-01T00:00:00Z', 'utcDay')).toBe('2026-03-01T00:00:00.000Z')
    expect(storedDateOf('2026-03-01T08:00:00+08:00', 'utcDay')).toBe('2026-03-01T00:00:00.000Z')
    expect(storedDateOf('2026-03-01T00:00:00+08:00', 'utcDay')).toBeUndefined()
    expect(storedDateOf('2026-03-01 00:00', 'utcDay')).toBe('2026-03-01T00:00:00.000Z')
    expect(storedDateOf(new Date(Date.UTC(2026, 2, 1)), 'utcDay')).toBe('2026-03-01T00:00:00.000Z')
  })

  it('R-WID-14 a utc date-time reads a time without zone as UTC; a local one as the server reads it', () => {
    expect(storedDateOf('2026-03-01 14:30:05', 'utcDateTime')).toBe('2026-03-01T14:30:05.000Z')
    expect(storedDateOf('2026-03-01T14:30:05+08:00', 'utcDateTime')).toBe('2026-03-01T06:30:05.000Z')
    expect(storedDateOf('2026-03-01', 'utcDateTime')).toBe('2026-03-01T00:00:00.000Z')
    expect(storedDateOf('2026-03-01T14:30:05+08:00', 'dateTime')).toBe('2026-03-01T06:30:05.000Z')
    expect(storedDateOf('noon', 'utcDateTime')).toBeUndefined()
  })

  it('R-WID-14 record validation accepts exactly the forms of each field, stored normalised', () => {
    expect(
      validateRecord(
        fields,
        { day: '2026-03-01', utcDay: '2026-03-01', at: '2026-03-01T14:30:05Z', utcAt: '2026-03-01 14:30' },
        'create'
      )
    ).toEqual({
      day: '2026-03-01',
      utcDay: '2026-03-01T00:00:00.000Z',
      at: '2026-03-01T14:30:05.000Z',
      utcAt: '2026-03-01T14:30:00.000Z'
    })
    expect(
      codesOf({ day: '2026-03-01T00:00:00.000Z', utcDay: '2026-03-01T12:00:00.000Z', at: 'x', utcAt: 5 })
    ).toEqual({
      day: 'dateOnly',
      utcDay: 'utcDay',
      at: 'date',
      utcAt: 'date'
    })
  })

  it('reads the day of a stored day or UTC day, and nothing of a date-time', () => {
    expect(dayOf('2026-03-01')).toBe('2026-03-01')
    expect(dayOf('2026-03-01T00:00:00.000Z')).toBe('2026-03-01')
    expect(dayOf('2026-03-01T08:00:00.000Z')).toBeUndefined()
    expect(dayOf(null)).toBeUndefined()
  })
})
