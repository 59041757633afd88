import type { CollectionDef, EditorSettings } from '@tutor-admin/shared'
import {
  EDITOR_SETTING_KEYS,
  EVERY_SETTING,
  EVERY_SETTING_COLLECTIONS,
  FIXTURE_ENUMS,
  SEARCH_FIELD_KEYS
} from '@tutor-admin/shared/testing/every-setting'
import { describe, expect, it } from 'vitest'
import { Catalogue } from './catalogue'
import { catalogueProblems } from './check-catalogue'
import { loadCatalogue } from './index'

const [courses, enrolments] = EVERY_SETTING_COLLECTIONS

/** The fixture with its route settings changed. */
const problemsWith = (change: Partial<EditorSettings>, fields = courses.fields) => {
  const changed: CollectionDef = {
    ...courses,
    fields,
    params: { ...courses.params, editor: { admin: { ...EVERY_SETTING, ...change } } }
  }
  return catalogueProblems([changed, enrolments], FIXTURE_ENUMS)
}

describe('the catalogue check (R-SCH-05, R-ED-12, R-ED-13, R-SRCH-01, R-WID-14)', () => {
  it('R-SCH-05 accepts a fixture route that uses every editor setting and every search condition key', () => {
    expect(Object.keys(EVERY_SETTING).sort()).toEqual(Object.keys(EDITOR_SETTING_KEYS).sort())
    const searchKeys = new Set(EVERY_SETTING.searchFields.flatMap((search) => Object.keys(search)))
    expect([...searchKeys].sort()).toEqual(Object.keys(SEARCH_FIELD_KEYS).sort())
    expect(catalogueProblems(EVERY_SETTING_COLLECTIONS, FIXTURE_ENUMS)).toEqual([])
  })

  it('R-SCH-05 finds the demo catalogue sound, and a server refuses to start on a broken one', () => {
    const catalogue = loadCatalogue()
    expect(catalogueProblems(catalogue.collections, catalogue.enums)).toEqual([])
    expect(() => new Catalogue([courses, enrolments], {})).toThrow(
      /courses\.level: no enumeration courseLevel/
    )
  })

  it('R-ED-12 refuses an extension the console does not have', () => {
    expect(problemsWith({ edit: 'slideshow' as never, expand: 'map' as never })).toEqual([
      'courses.edit: no editor extension slideshow (known: contentPreview)',
      'courses.expand: no expanded-row extension map (known: translationStatus)'
    ])
  })

  it('R-ED-13 refuses import options that name other fields, bad defaults or a match field that cannot match', () => {
    expect(
      problemsWith({
        importOptions: {
          fields: ['level', 'nope'],
          defaults: { level: 'expert', code: 'x' },
          matchBy: 'title'
        }
      })
    ).toEqual([
      'courses.importOptions.fields: nope is not a field of courses',
      'courses.importOptions.defaults: code is not among importOptions.fields',
      'courses.importOptions.defaults: level must be one of: starter, advanced',
      'courses.importOptions.matchBy: title is not a plain field of courses'
    ])
  })

  it('R-SRCH-01 refuses conditions their field cannot take, unknown colours and fixed conditions without a value', () => {
    expect(
      problemsWith({
        searchFields: [
          { path: 'summary', cond: 'contains' },
          { path: 'level', cond: 'contains' },
          { path: 'code', color: 'pink' },
          { path: 'archived', edit: false },
          { path: 'ghost' },
          { path: 'created', cond: 'inRange' }
        ]
      })
    ).toEqual([
      'courses.searchFields.1: contains is not an operator of level (in, nin)',
      'courses.searchFields.2: colour pink is not one of primary, secondary, success, warning, info, error',
      'courses.searchFields.3: a fixed condition (edit: false) needs its value1',
      'courses.searchFields.4: ghost is not a searchable field of courses'
    ])
  })

  it('refuses names of fields the collection does not have, a broken linked table, filter or default value', () => {
    expect(
      problemsWith({
        headers: ['title', 'modified', 'colour'],
        translateTextFields: ['code'],
        linkedTable: { table: 'enrolments', service: 'enrolments', field: 'lesson' },
        filter: { nope: 1 },
        defaultValue: { level: 'expert' }
      })
    ).toEqual([
      'courses.headers: colour is not a field of courses',
      'courses.translateTextFields: code is not translatable',
      'courses.linkedTable: lesson is not a field of enrolments',
      'courses.filter: nope is not a field that can be filtered on',
      'courses.defaultValue: level must be one of: starter, advanced'
    ])
  })

  it('R-WID-14 allows utc and dateOnly on date fields only', () => {
    const fields = [...courses.fields, { name: 'code2', type: 'string' as const, params: { utc: true } }]
    expect(problemsWith({}, fields)).toEqual([
      'courses.code2: utc and dateOnly are for date fields, not string'
    ])
  })
})
