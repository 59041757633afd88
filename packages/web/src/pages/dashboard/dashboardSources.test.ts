import { buildMenu, type CollectionDef, type SchemasAnswer } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import { dashboardSources } from './dashboardSources'
import { recordLabel } from './recordLabel'

const collection = (
  name: string,
  fields: CollectionDef['fields'],
  editor: object,
  service = name
): CollectionDef => ({
  name,
  fields,
  params: { editor: { admin: { name: { en: name }, ...editor } }, services: { admin: { path: service } } }
})

const answer: SchemasAnswer = {
  appName: 'admin',
  schemas: {
    teachers: collection('teachers', [{ name: 'name', type: 'string' }], {
      order: 2,
      textFields: ['email', 'name']
    }),
    news: collection('news', [{ name: 'title', type: 'string', params: { translate: true } }], {
      group: 'content',
      order: 1
    }),
    appUsers: collection(
      'appUsers',
      [{ name: 'name', type: 'object' }],
      { group: 'users.app', order: 3 },
      'app-users'
    ),
    blank: collection('blank', [{ name: 'secret', type: 'string', params: { hidden: true } }], { order: 1 })
  }
}

describe('dashboard sources (R-LAY-17)', () => {
  const sources = dashboardSources(answer, buildMenu(answer, { _id: 'a', role: 'admin' }))

  it('follows the menu order, with the service path and top group of each page', () => {
    expect(sources.map((source) => [source.key, source.service, source.groupKey, source.path])).toEqual([
      ['news', 'news', 'content', '/news'],
      ['blank', 'blank', '', '/blank'],
      ['teachers', 'teachers', '', '/teachers'],
      ['appUsers', 'app-users', 'users', '/appUsers']
    ])
  })

  it('names records by their text field, translated text or person name', () => {
    const label = (key: string) => sources.find((source) => source.key === key)!.label
    expect(label('teachers')).toEqual({ name: 'name', kind: 'text' })
    expect(label('news')).toEqual({ name: 'title', kind: 'translated' })
    expect(label('appUsers')).toEqual({ name: 'name', kind: 'person' })
    expect(label('blank')).toBeUndefined()
    expect(
      recordLabel(
        {
          title: [
            { lang: 'cht', value: '消息' },
            { lang: 'en', value: 'News' }
          ]
        },
        label('news'),
        'en'
      )
    ).toBe('News')
    expect(recordLabel({ name: { lastName: '陳', firstName: '大文' } }, label('appUsers'), 'cht')).toBe(
      '陳 大文'
    )
    expect(recordLabel({ name: 'Ms Wong' }, label('teachers'), 'cht')).toBe('Ms Wong')
  })
})
