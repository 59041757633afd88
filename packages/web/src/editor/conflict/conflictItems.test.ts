import type { FieldDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import type { EditorField } from '../editorFields'
import { conflictItems, mergedValues } from './conflictItems'

const field = (name: string, params: FieldDef['params'] = {}): FieldDef => ({ name, type: 'string', params })
const fields: EditorField[] = [
  { field: field('name'), widget: 'text', readOnly: false },
  { field: field('phone'), widget: 'text', readOnly: false },
  { field: field('email'), widget: 'email', readOnly: false },
  { field: field('title', { translate: true }), widget: 'translated', readOnly: false },
  { field: { name: 'modified', type: 'date' }, widget: 'date', readOnly: true }
]

const base = {
  name: 'Chan',
  phone: '1',
  email: 'a@x.hk',
  title: [{ lang: 'cht', value: '舊' }],
  modified: '2026-01-01T00:00:00.000Z'
}
const mine = { ...base, name: 'Chan Tai Man', email: 'mine@x.hk', title: [{ lang: 'cht', value: '我的' }] }
const theirs = {
  ...base,
  phone: '2',
  email: 'theirs@x.hk',
  title: [
    { lang: 'cht', value: '舊' },
    { lang: 'en', value: 'Theirs' }
  ],
  modified: '2026-01-02T00:00:00.000Z'
}

describe('a save that met a record changed meanwhile (R-ED-04)', () => {
  it('lists the differing values, translatable text per language, proposing the side that changed them', () => {
    const items = conflictItems(fields, base, mine, theirs)
    expect(items.map(({ key, both, proposed }) => ({ key, both, proposed }))).toEqual([
      { key: 'name', both: false, proposed: 'mine' },
      { key: 'phone', both: false, proposed: 'theirs' },
      { key: 'email', both: true, proposed: 'mine' },
      { key: 'title.cht', both: false, proposed: 'mine' },
      { key: 'title.en', both: false, proposed: 'theirs' }
    ])
  })

  it('merges: theirs, with the values kept from mine, language by language', () => {
    const items = conflictItems(fields, base, mine, theirs)
    expect(mergedValues(items, {}, theirs)).toEqual({
      ...theirs,
      name: 'Chan Tai Man',
      email: 'mine@x.hk',
      title: [
        { lang: 'cht', value: '我的' },
        { lang: 'en', value: 'Theirs' }
      ]
    })
    const keptTheirs = mergedValues(items, { name: 'theirs', email: 'theirs', 'title.cht': 'theirs' }, theirs)
    expect(keptTheirs).toEqual(theirs)
    expect(mergedValues(items, { phone: 'mine', 'title.en': 'mine' }, theirs)).toMatchObject({
      phone: '1',
      title: [{ lang: 'cht', value: '我的' }]
    })
  })

  it('finds nothing when the form and the record agree', () => {
    expect(conflictItems(fields, base, theirs, theirs)).toEqual([])
  })
})
