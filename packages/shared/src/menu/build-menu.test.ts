import { describe, expect, it } from 'vitest'
import type { CollectionDef, EditorSettings, SchemasAnswer } from '../catalogue/catalogue.types'
import { buildMenu, type MenuEntry } from './build-menu'
import { pagePath } from './page-path'

const page = (name: string, editor: EditorSettings): CollectionDef => ({
  name,
  fields: [],
  params: { editor: { admin: { name: { en: name }, ...editor } } }
})

const answer = (schemas: CollectionDef[], groups?: SchemasAnswer['groups']): SchemasAnswer => ({
  appName: 'admin',
  schemas: Object.fromEntries(schemas.map((schema) => [schema.name, schema])),
  ...(groups ? { groups } : {})
})

/** The menu as an outline: pages by key, groups as `key[children]`. */
const outline = (entries: MenuEntry[]): string[] =>
  entries.map((entry) =>
    entry.kind === 'page' ? entry.key : `${entry.key}[${outline(entry.children).join(',')}]`
  )

const admin = { _id: 'a', role: 'admin', status: 'active' }
const editor = { _id: 'e', role: 'editor', status: 'active' }

describe('menu building', () => {
  it('R-LAY-05 nests dotted groups inside their parents', () => {
    const menu = buildMenu(
      answer([
        page('teachers', { order: 1 }),
        page('regAreas', { group: 'options.teacherRegistration', order: 1 }),
        page('findAreas', { group: 'options.findTeacher', order: 2 }),
        page('news', { group: 'content', order: 1 })
      ]),
      admin
    )
    expect(outline(menu)).toEqual([
      'teachers',
      'options[options.teacherRegistration[regAreas],options.findTeacher[findAreas]]',
      'content[news]'
    ])
  })

  it('R-LAY-05 takes group titles and icons from the answer, else the icon of a page', () => {
    const menu = buildMenu(
      answer(
        [page('news', { group: 'content', groupIcon: 'article' }), page('faq', { group: 'information' })],
        {
          information: { name: { en: 'Information', cht: '資訊' }, icon: 'info', order: 5 }
        }
      ),
      admin
    )
    const [information, content] = menu
    expect(information).toMatchObject({
      key: 'information',
      title: { en: 'Information' },
      icon: 'info',
      order: 5
    })
    expect(content).toMatchObject({ key: 'content', title: undefined, icon: 'article', order: 9999 })
  })

  it('R-LAY-06 sorts by order, default 9999, and a group follows its first child', () => {
    const menu = buildMenu(
      answer([
        page('z', {}),
        page('b', { order: 20 }),
        page('g2', { group: 'g', order: 30 }),
        page('g1', { group: 'g', order: 10 }),
        page('a', { order: 15 })
      ]),
      admin
    )
    expect(outline(menu)).toEqual(['g[g1,g2]', 'a', 'b', 'z'])
    expect(menu.map((entry) => entry.order)).toEqual([10, 15, 20, 9999])
  })

  it('R-LAY-07 hides pages whose roles do not match, and pages with menu: false', () => {
    const schemas = [
      page('open', {}),
      page('adminsOnly', { roles: ['admin'] }),
      page('editorReads', { roles: ['admin', { role: 'editor', read: true, write: false }] }),
      page('editorBlind', { roles: ['admin', { role: 'editor', read: false }] }),
      page('hidden', { menu: false })
    ]
    expect(outline(buildMenu(answer(schemas), admin))).toEqual([
      'open',
      'adminsOnly',
      'editorReads',
      'editorBlind'
    ])
    expect(outline(buildMenu(answer(schemas), editor))).toEqual(['open', 'editorReads'])
    expect(outline(buildMenu(answer(schemas), null))).toEqual(['open'])
  })

  it('R-LAY-03 shows the admins page to admins only, never to a frozen admin', () => {
    const schemas = [
      page('users', { rootPath: 'admins', group: 'users' }),
      page('appUsers', { group: 'users' })
    ]
    expect(outline(buildMenu(answer(schemas), admin))).toEqual(['users[users,appUsers]'])
    expect(outline(buildMenu(answer(schemas), editor))).toEqual(['users[appUsers]'])
    expect(outline(buildMenu(answer(schemas), { ...admin, status: 'frozen' }))).toEqual(['users[appUsers]'])
  })

  it('skips collections without a page for this app and drops empty groups', () => {
    const other: CollectionDef = { name: 'other', fields: [], params: { editor: { shop: { group: 'g' } } } }
    const none: CollectionDef = { name: 'attachments', fields: [], params: {} }
    expect(buildMenu(answer([other, none, page('x', { group: 'g', roles: 'nobody' })]), editor)).toEqual([])
  })

  it('R-RT-08 links each page to /{rootPath}, else /{path}, else /{name}', () => {
    expect(pagePath('users', { rootPath: 'admins', path: 'users' })).toBe('/admins')
    expect(pagePath('news', { path: 'news' })).toBe('/news')
    expect(pagePath('teachers', {})).toBe('/teachers')
    expect(pagePath('x', { path: '/x/' })).toBe('/x')
  })
})
