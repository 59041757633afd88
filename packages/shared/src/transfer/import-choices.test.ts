import { describe, expect, it } from 'vitest'
import type { CollectionDef } from '../catalogue/catalogue.types'
import { checkImportChoices, importOptionFields, withImportValues } from './import-choices'

const teachers: CollectionDef = {
  name: 'teachers',
  fields: [
    { name: 'name', type: 'string', params: { required: true } },
    { name: 'email', type: 'string', params: { email: true } },
    { name: 'verified', type: 'boolean' },
    { name: 'since', type: 'date', params: { dateOnly: true, utc: true } }
  ],
  params: {}
}
const options = { fields: ['since', 'verified'], defaults: { verified: false }, matchBy: 'email' }

describe('import choices (R-ED-13)', () => {
  it('R-ED-13 edits the offered fields in their order', () => {
    expect(importOptionFields(teachers, options).map((field) => field.name)).toEqual(['since', 'verified'])
    expect(importOptionFields(teachers)).toEqual([])
  })

  it('R-ED-13 keeps valid choices in their stored form and drops empty values', () => {
    expect(
      checkImportChoices(teachers, options, {
        values: { since: '2026-03-01', verified: null },
        matchBy: 'email'
      })
    ).toEqual({
      values: { since: '2026-03-01T00:00:00.000Z' },
      matchBy: 'email'
    })
    expect(checkImportChoices(teachers, options, { matchBy: '' })).toEqual({})
    expect(checkImportChoices(teachers, options, undefined)).toEqual({})
  })

  it('R-ED-13 fills what a new row leaves empty, and what an updated record would be left without', () => {
    const values = { verified: true, since: '2026-03-01T00:00:00.000Z' }
    expect(withImportValues({ name: 'A', verified: null }, values)).toEqual({ name: 'A', ...values })
    expect(withImportValues({ name: 'A', verified: false }, values)).toEqual({
      name: 'A',
      verified: false,
      since: values.since
    })
    const existing = { name: 'A', verified: false, since: '2020-01-01T00:00:00.000Z' }
    expect(withImportValues({ name: 'B' }, values, existing)).toEqual({ name: 'B' })
    expect(withImportValues({ name: 'B', since: '' }, values, existing)).toEqual({
      name: 'B',
      since: values.since
    })
  })
})
