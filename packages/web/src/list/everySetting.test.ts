import { buildMenu, importOptionFields, tableRules, type MenuGroup } from '@tutor-admin/shared'
import {
  EDITOR_SETTING_KEYS,
  EVERY_SETTING,
  EVERY_SETTING_ANSWER
} from '@tutor-admin/shared/testing/every-setting'
import { describe, expect, it } from 'vitest'
import { editorFieldsOf } from '../editor/editorFields'
import { newRecordValues } from '../editor/editorValues'
import { editExtensionOf, EDIT_EXTENSION_REGISTRY } from '../extensions/editExtensions'
import { expandExtensionOf, EXPAND_EXTENSION_REGISTRY } from '../extensions/expandExtensions'
import { applyLiveEvent } from './data/liveRows'
import { findQueryOf, listFilterOf } from '../records/data/listQuery'
import { listDefinitionOf } from '../records/listDefinition'
import { findListRoute, listRouteByService } from '../records/listRoute'
import { listDialog } from './rows/listDialogs'

const admin = { _id: 'a', role: 'admin', status: 'active' }
const editor = { _id: 'e', role: 'editor', status: 'active' }

/**
 * R-SCH-05 V:U: the console's route model built from a fixture route that uses every setting
 * (the server's check accepts the same fixture) exposes each one where it takes effect.
 */
describe('a route that uses every editor setting (R-SCH-05)', () => {
  const route = findListRoute(EVERY_SETTING_ANSWER, '/learning/courses/')!
  const definition = listDefinitionOf(route, true)

  it('R-SCH-05 uses every key of the settings', () => {
    expect(Object.keys(EVERY_SETTING).sort()).toEqual(Object.keys(EDITOR_SETTING_KEYS).sort())
  })

  it('R-SCH-05 path, rootPath, service: the page at /{rootPath}, its rows from the service', () => {
    expect(route).toMatchObject({ name: 'courses', path: '/learning/courses', service: 'courses' })
    expect(listRouteByService(EVERY_SETTING_ANSWER, 'courses')?.name).toBe('courses')
    expect(findListRoute(EVERY_SETTING_ANSWER, '/courses')).toBeUndefined()
  })

  it('R-SCH-05 name, icon, group, groupIcon, order, menu, roles: its menu entry', () => {
    const [group] = buildMenu(EVERY_SETTING_ANSWER, admin) as MenuGroup[]
    expect(group).toMatchObject({ key: 'content', icon: 'article' })
    const learning = group.children[0] as MenuGroup
    expect(learning).toMatchObject({ key: 'content.learning', icon: 'folder', order: 15 })
    expect(learning.children[0]).toMatchObject({
      key: 'courses',
      path: '/learning/courses',
      icon: 'school',
      order: 15,
      title: EVERY_SETTING.name
    })
    const hidden = {
      ...EVERY_SETTING_ANSWER.schemas.courses,
      params: { editor: { admin: { ...EVERY_SETTING, menu: false } } }
    }
    expect(buildMenu({ ...EVERY_SETTING_ANSWER, schemas: { courses: hidden } }, admin)).toEqual([])
  })

  it('R-SCH-05 roles, export, import, create, patch, remove, readOnly: what each user may do', () => {
    expect(tableRules(admin, route.settings)).toMatchObject({
      read: true,
      create: true,
      patch: true,
      remove: false
    })
    expect(tableRules(editor, route.settings)).toMatchObject({
      read: true,
      export: true,
      write: false,
      import: false
    })
    expect(tableRules(admin, { ...route.settings, readOnly: true })).toMatchObject({
      create: false,
      import: false
    })
  })

  it('R-SCH-05 headers, expands, searchFields, defaultSort, defaultSortDesc: the list it shows', () => {
    expect(definition.columns.map((column) => column.name)).toEqual(EVERY_SETTING.headers)
    expect(definition.expands.map((field) => field.name)).toEqual(['summary'])
    expect(definition.defaults.sort).toEqual([
      { field: 'level', desc: false },
      { field: 'startDay', desc: true }
    ])
    expect(definition.defaults.conditions).toEqual([
      { path: 'level', cond: 'in', value1: ['starter'], name: 'Level', color: 'success', edit: false },
      { path: 'startDay', cond: 'inRange', value1: '2026-01-01', value2: '2026-12-31', edit: true },
      { path: 'title', cond: 'contains' }
    ])
  })

  it('R-SCH-05 filter, textFields, translateTextFields, paginate: the query of its rows', () => {
    const state = { ...definition.defaults, keyword: 'math', conditions: [] }
    expect(listFilterOf(route.settings, state)).toEqual({
      $and: [
        { archived: { $ne: true } },
        { $or: [{ code: { $contains: 'math' } }, { title: { $contains: 'math' } }] }
      ]
    })
    const query = findQueryOf(route.settings, definition.defaults, definition.select)
    expect(query.$cursor).toBe('')
    expect(query).not.toHaveProperty('$skip')
  })

  it('R-SCH-05 fields, defaultValue: the editor and a new record', () => {
    const fields = editorFieldsOf(route.collection, route.settings, { editing: false, staffNames: true })
    expect(fields.map((item) => item.field.name)).toEqual(EVERY_SETTING.fields)
    expect(newRecordValues(route.collection.fields, route.settings)).toEqual({
      archived: false,
      level: 'starter'
    })
  })

  it('R-SCH-05 linkedTable, appendRow, actions, virtual: linked rows, live rows, extra actions, the list kind', () => {
    expect(route.settings.linkedTable).toEqual({
      table: 'enrolments',
      service: 'enrolments',
      field: 'course'
    })
    const page = {
      data: [],
      total: 0,
      limit: 10,
      skip: 0,
      sortBy: [],
      sortDesc: [],
      currentFilter: {},
      cursors: { next: null, previous: null }
    }
    expect(applyLiveEvent(page, 'created', { _id: 'n' }, route.settings.appendRow)).toMatchObject({
      kind: 'page'
    })
    expect(listDialog(EVERY_SETTING.actions[0].dialog)).toBeDefined()
    expect(route.settings.virtual).toBe(false)
  })

  it('R-SCH-05 importOptions, edit, expand: the import editor and the extensions', () => {
    expect(
      importOptionFields(route.collection, route.settings.importOptions).map((field) => field.name)
    ).toEqual(['level', 'archived'])
    expect(editExtensionOf(route.settings)).toBe(EDIT_EXTENSION_REGISTRY.contentPreview)
    expect(expandExtensionOf(route.settings)).toBe(EXPAND_EXTENSION_REGISTRY.translationStatus)
  })
})

describe('the catalogue among the schemas (R-DOM-52)', () => {
  const answer = {
    ...EVERY_SETTING_ANSWER,
    schemas: {
      ...EVERY_SETTING_ANSWER.schemas,
      schemas: {
        name: 'schemas',
        fields: [],
        params: { services: { admin: { path: 'schemas' } } },
        table: false as const
      }
    }
  }

  it('R-DOM-52 has no page, no menu entry and no list route', () => {
    expect(findListRoute(answer, '/schemas')).toBeUndefined()
    expect(JSON.stringify(buildMenu(answer, admin))).not.toContain('"schemas"')
  })
})
