import { describe, expect, it } from 'vitest'
import { personNameText } from './person-name'
import { validateRecord } from './validate-record'
import type { FieldDef } from './catalogue.types'

describe('person names (R-SCH-13)', () => {
  it('shows the object form as "lastName firstName"', () => {
    expect(personNameText({ lastName: '陳', firstName: '大文' })).toBe('陳 大文')
    expect(personNameText({ firstName: 'Ann' })).toBe('Ann')
    expect(personNameText(' Admin ')).toBe('Admin')
    expect(personNameText(null)).toBe('')
  })

  it('validates a string or an object of lastName and firstName', () => {
    const fields: FieldDef[] = [
      {
        name: 'name',
        type: 'object',
        params: {
          personName: true,
          fields: [
            { name: 'lastName', type: 'string' },
            { name: 'firstName', type: 'string' }
          ]
        }
      }
    ]
    expect(validateRecord(fields, { name: ' Ann ' }, 'create')).toEqual({ name: 'Ann' })
    expect(validateRecord(fields, { name: { lastName: 'Li', firstName: 'Ann' } }, 'create')).toEqual({
      name: { lastName: 'Li', firstName: 'Ann' }
    })
    expect(() => validateRecord(fields, { name: { nickname: 'x' } }, 'create')).toThrow(/name.nickname/)
    expect(() => validateRecord(fields, { name: 5 }, 'create')).toThrow(/name/)
  })
})
