import type { CollectionDef, MenuEntry, SchemasAnswer } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { paletteSections, type PaletteSources } from './paletteCommands'

const schema = (name: string, editor: Record<string, unknown>): CollectionDef =>
  ({ name, fields: [], params: { editor: { admin: editor } } }) as unknown as CollectionDef

const schemas: SchemasAnswer = {
  appName: 'admin',
  schemas: {
    teachers: schema('teachers', { name: { en: 'Teachers', cht: '導師' } }),
    appUsers: schema('appUsers', { name: { en: 'App users' }, virtual: true, readOnly: true })
  }
}
const menu: MenuEntry[] = [
  { kind: 'page', key: 'teachers', title: { en: 'Teachers', cht: '導師' }, path: '/teachers', order: 1 },
  {
    kind: 'group',
    key: 'users',
    order: 2,
    children: [{ kind: 'page', key: 'appUsers', title: { en: 'App users' }, path: '/appUsers', order: 2 }]
  }
]
const t = (key: string, options?: Record<string, unknown>) =>
  `${key.split('.').pop()} ${options?.name ?? ''}`.trim()
const sources = (lang: 'en' | 'cht' = 'en'): PaletteSources => ({
  menu,
  schemas,
  user: { _id: 'u', role: 'admin' },
  lang,
  t
})
const answer = {
  q: 'lee',
  tooShort: [],
  groups: [
    { collection: 'appUsers', more: false, records: [{ _id: 'a1', title: 'Lee', detail: 'lee@x.com' }] },
    { collection: 'teachers', more: true, records: [{ _id: 't1', title: 'Leela' }] },
    { collection: 'hidden', more: false, records: [{ _id: 'h1', title: 'Not in the menu' }] }
  ]
}

describe('the palette sections', () => {
  it('opens records in their editor, a virtual list in place, in the order the server found them', () => {
    const sections = paletteSections('lee', answer, sources())
    expect(sections.map((section) => section.heading)).toEqual(['App users', 'Teachers'])
    expect(sections[0].items[0]).toMatchObject({ label: 'Lee', detail: 'lee@x.com', to: '/appUsers?edit=a1' })
    expect(sections[1].items[0].to).toBe('/teachers/edit/t1')
  })

  it('offers pages and the actions the role may do, by their names in the language', () => {
    const items = paletteSections('', undefined, sources('cht')).flatMap((section) => section.items)
    expect(items.map((item) => item.label)).toEqual([
      '導師',
      'App users',
      'new 導師',
      'import 導師',
      'trash 導師'
    ])
    const importItem = items.find((item) => item.id === 'import-teachers')
    expect(importItem).toMatchObject({ to: '/teachers', action: 'import' })
  })

  it('puts pages and actions first when one of their names begins with the term', () => {
    const sections = paletteSections('teach', { ...answer, groups: answer.groups.slice(1) }, sources())
    expect(sections.map((section) => section.id)).toEqual(['pages', 'actions', 'records-teachers'])
    expect(paletteSections('new', undefined, sources())[0].items.map((item) => item.id)).toEqual([
      'new-teachers'
    ])
  })
})
