import type { FieldDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { historyRows } from './historyRows'

const FIELDS: FieldDef[] = [
  { name: 'name', type: 'string', params: { translate: true } },
  { name: 'intro', type: 'string', params: { rich: true } },
  { name: 'body', type: 'string', params: { translate: true, rich: true } },
  { name: 'subjects', type: 'array', params: { ref: 'subjects' } },
  { name: 'lessons', type: 'array', params: { itemType: 'object' } },
  { name: 'price', type: 'number' },
  { name: 'password', type: 'string', params: { hidden: true } }
]

describe('historyRows: a version as lines of field, old and new', () => {
  it('translatable text gives one line per language that changed, the console languages first', () => {
    const rows = historyRows(
      {
        name: {
          old: [
            { lang: 'en', value: 'Amy' },
            { lang: 'cht', value: '艾美' }
          ],
          new: [
            { lang: 'en', value: 'Amy Chan' },
            { lang: 'cht', value: '艾美' },
            { lang: 'chs', value: '艾美' }
          ]
        }
      },
      FIELDS
    )
    expect(rows).toEqual([
      { field: 'name', kind: 'value', lang: 'chs', old: null, new: '艾美' },
      { field: 'name', kind: 'value', lang: 'en', old: 'Amy', new: 'Amy Chan' }
    ])
  })

  it('a created record has every language new; rich text is marked for a visual diff', () => {
    expect(historyRows({ body: { old: null, new: [{ lang: 'en', value: '<p>Hi</p>' }] } }, FIELDS)).toEqual([
      { field: 'body', kind: 'rich', lang: 'en', old: null, new: '<p>Hi</p>' }
    ])
    expect(historyRows({ intro: { old: '<p>a</p>', new: '<p>b</p>' } }, FIELDS)).toEqual([
      { field: 'intro', kind: 'rich', old: '<p>a</p>', new: '<p>b</p>' }
    ])
  })

  it('a list of references gives a line per item removed and per item added', () => {
    expect(historyRows({ subjects: { old: ['a', 'b', 'c'], new: ['c', 'd'] } }, FIELDS)).toEqual([
      { field: 'subjects', kind: 'value', item: 1, old: 'a', new: null },
      { field: 'subjects', kind: 'value', item: 2, old: 'b', new: null },
      { field: 'subjects', kind: 'value', item: 2, old: null, new: 'd' }
    ])
  })

  it('a list only put in another order is shown whole', () => {
    expect(historyRows({ subjects: { old: ['a', 'b'], new: ['b', 'a'] } }, FIELDS)).toEqual([
      { field: 'subjects', kind: 'value', old: ['a', 'b'], new: ['b', 'a'] }
    ])
  })

  it('a list of objects compares item by position', () => {
    const rows = historyRows(
      { lessons: { old: [{ day: 1 }, { day: 2 }], new: [{ day: 1 }, { day: 3 }, { day: 4 }] } },
      FIELDS
    )
    expect(rows).toEqual([
      { field: 'lessons', kind: 'value', item: 2, old: { day: 2 }, new: { day: 3 } },
      { field: 'lessons', kind: 'value', item: 3, old: null, new: { day: 4 } }
    ])
  })

  it('keeps the catalogue order, then fields it no longer has; a hidden field only says it changed', () => {
    const rows = historyRows(
      { gone: { old: 'x', new: null }, password: { hidden: true }, price: { old: 1, new: 2 } },
      FIELDS
    )
    expect(rows).toEqual([
      { field: 'price', kind: 'value', old: 1, new: 2 },
      { field: 'password', kind: 'hidden', old: null, new: null },
      { field: 'gone', kind: 'value', old: 'x', new: null }
    ])
  })
})
