import type { SchemasAnswer } from '@tutor-admin/shared'
import { describe, expect, it, vi } from 'vitest'
import { buildColumns, displayKindOf } from '../records/columns/buildColumns'
import { findListRoute, listRouteByName } from '../records/listRoute'
import { listDialog } from './rows/listDialogs'

const answer: SchemasAnswer = {
  appName: 'admin',
  schemas: {
    teachers: {
      name: 'teachers',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'password', type: 'string', params: { hidden: true } },
        { name: 'area', type: 'id', params: { ref: 'regAreas' } }
      ],
      params: {
        editor: { admin: { path: 'teachers', headers: ['name', 'area', 'created', 'password', 'nope'] } }
      }
    },
    users: {
      name: 'users',
      fields: [],
      params: { editor: { admin: { path: 'users', rootPath: 'admins', service: 'users' } } }
    },
    hidden: { name: 'hidden', fields: [], params: { editor: { other: { path: 'hidden' } } } }
  }
}

describe('list routes (R-RT-07, R-RT-08, C20)', () => {
  it('serves /{rootPath}/ with or without the trailing slash', () => {
    expect(findListRoute(answer, 'teachers')?.name).toBe('teachers')
    expect(findListRoute(answer, '/teachers/')?.service).toBe('teachers')
    expect(findListRoute(answer, 'admins')?.name).toBe('users')
    expect(findListRoute(answer, 'users')).toBeUndefined()
  })

  it('answers nothing (404) for paths without a schema route of this app', () => {
    expect(findListRoute(answer, 'notASchema')).toBeUndefined()
    expect(findListRoute(answer, 'hidden')).toBeUndefined()
    expect(findListRoute(answer, 'teachers/edit/1')).toBeUndefined()
    expect(listRouteByName(answer, 'users')?.path).toBe('/admins')
  })
})

describe('list columns (R-LIST-08, R-SCH-12)', () => {
  it('follows headers, system fields included, and skips unknown or hidden names with a warning', () => {
    const warn = vi.fn()
    const route = findListRoute(answer, 'teachers')!
    const columns = buildColumns(route.collection, route.settings, { warn })
    expect(columns.map((column) => [column.name, column.kind, column.sortable])).toEqual([
      ['name', 'text', true],
      ['area', 'ref', true],
      ['created', 'date', true]
    ])
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('R-PAGE-03 offers a big collection sorted only by the columns an index begins with', () => {
    const route = findListRoute(answer, 'teachers')!
    const sorts = (collection: typeof route.collection) =>
      buildColumns(collection, route.settings, { warn: () => undefined }).map((column) => [
        column.name,
        column.sortable,
        column.unindexed ?? false
      ])
    const indexed = { ...route.collection, sortable: ['area', 'created', '_id'] }
    expect(sorts(indexed)).toEqual([
      ['name', true, false],
      ['area', true, false],
      ['created', true, false]
    ])
    expect(sorts({ ...indexed, big: true })).toEqual([
      ['name', false, true],
      ['area', true, false],
      ['created', true, false]
    ])
  })

  it('falls back to the fields when there are no headers, and shows modifiedBy by name to admins', () => {
    const collection = {
      name: 'x',
      fields: [
        { name: 'a', type: 'number' as const },
        { name: 'b', type: 'boolean' as const }
      ],
      params: {}
    }
    expect(buildColumns(collection, {}).map((column) => column.name)).toEqual(['a', 'b'])
    const staff = buildColumns(collection, { headers: ['modifiedBy'] }, { staffNames: true })[0]
    expect(staff.field.params?.ref).toBe('users')
    expect(buildColumns(collection, { headers: ['modifiedBy'] })[0].kind).toBe('text')
  })

  it('gives every field type a display', () => {
    const kinds = [
      displayKindOf({ name: 'title', type: 'string', params: { translate: true } }),
      displayKindOf({ name: 'content', type: 'string', params: { translate: true, rich: true } }),
      displayKindOf({ name: 'status', type: 'string', params: { enum: 'newsStatus' } }),
      displayKindOf({ name: 'price', type: 'number' }),
      displayKindOf({ name: 'rate', type: 'number' }),
      displayKindOf({ name: 'verified', type: 'boolean' }),
      displayKindOf({ name: 'date', type: 'date' }),
      displayKindOf({ name: 'photo', type: 'id', params: { ref: 'attachments' } }),
      displayKindOf({ name: 'images', type: 'array', params: { itemType: 'id', ref: 'attachments' } }),
      displayKindOf({ name: 'areas', type: 'array', params: { itemType: 'id', ref: 'regAreas' } }),
      displayKindOf({ name: 'roles', type: 'array', params: { itemType: 'string', enum: 'adminType' } }),
      displayKindOf({ name: 'keywords', type: 'array', params: { itemType: 'string' } }),
      displayKindOf({ name: 'items', type: 'array', params: { itemType: 'object' } }),
      displayKindOf({ name: 'name', type: 'object', params: { personName: true } }),
      displayKindOf({ name: 'meta', type: 'object' })
    ]
    expect(kinds).toEqual([
      'translated',
      'rich',
      'enum',
      'price',
      'number',
      'boolean',
      'date',
      'attachment',
      'attachments',
      'refs',
      'enums',
      'list',
      'objects',
      'person',
      'object'
    ])
  })
})

describe('extra actions (R-SCH-11)', () => {
  it('opens a known dialog and only warns about an unknown one', () => {
    const warn = vi.fn()
    expect(listDialog('import', warn)).toBeTypeOf('function')
    expect(listDialog('noSuchDialog', warn)).toBeUndefined()
    expect(warn).toHaveBeenCalledOnce()
  })
})
