import type { CollectionDef, FieldDef } from '@tutor-admin/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { editorFieldsOf, isShown, widgetOf } from './editorFields'

const field = (name: string, type: FieldDef['type'], params?: FieldDef['params']): FieldDef => ({
  name,
  type,
  params
})

const news: CollectionDef = {
  name: 'news',
  fields: [
    field('title', 'string', { translate: true, required: true }),
    field('content', 'string', { translate: true, rich: true }),
    field('status', 'string', { enum: 'newsStatus', default: 'draft' }),
    field('secret', 'string', { hidden: true }),
    field('settings', 'object'),
    field('publishedBy', 'string', { readOnly: true })
  ],
  params: {}
}

describe('widgetOf (R-ED-01, R-ED-03, R-WID)', () => {
  it.each([
    [field('a', 'string'), 'text'],
    [field('a', 'string', { hidden: true }), 'secret'],
    [field('a', 'string', { multiline: true }), 'multiline'],
    [field('a', 'string', { email: true }), 'email'],
    [field('a', 'string', { enum: 'gender' }), 'enum'],
    [field('a', 'string', { translate: true }), 'translated'],
    [field('a', 'string', { translate: true, rich: true }), 'translatedRich'],
    [field('a', 'string', { rich: true }), 'rich'],
    [field('a', 'number'), 'number'],
    [field('a', 'boolean'), 'boolean'],
    [field('a', 'date', { dateOnly: true }), 'date'],
    [field('a', 'id', { ref: 'teachers' }), 'ref'],
    [field('a', 'array', { itemType: 'id', ref: 'regAreas' }), 'refs'],
    [field('a', 'id', { ref: 'attachments', fileType: 'image/*' }), 'attachment'],
    [field('a', 'array', { itemType: 'id', ref: 'attachments' }), 'attachments'],
    [field('a', 'array', { itemType: 'string', enum: 'gender' }), 'enums'],
    [field('a', 'array', { itemType: 'string' }), 'tags'],
    [field('a', 'array', { itemType: 'object', fields: [field('name', 'string')] }), 'objects'],
    [field('a', 'object', { personName: true }), 'person'],
    [field('a', 'object', { fields: [field('x', 'number')] }), 'object']
  ] as const)('%o edits with %s', (def, widget) => {
    expect(widgetOf(def)).toBe(widget)
  })

  it('has no widget for an object or a list of objects without sub-fields', () => {
    expect(widgetOf(field('a', 'object'))).toBeUndefined()
    expect(widgetOf(field('a', 'array', { itemType: 'object' }))).toBeUndefined()
  })
})

describe('editorFieldsOf (R-ED-01, R-ED-02, R-SCH-12)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('R-ERR-07 sets hidden text as a secret and skips, with a warning only, fields no widget suits', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fields = editorFieldsOf(news, {}, { editing: false, staffNames: true })
    expect(fields.map((item) => item.field.name)).toEqual([
      'title',
      'content',
      'status',
      'secret',
      'publishedBy'
    ])
    expect(fields[3].widget).toBe('secret')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0][0]).toContain('settings')
  })

  it('never asks an edited record for its secret again', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const users: CollectionDef = {
      name: 'users',
      fields: [field('password', 'string', { hidden: true, required: true })],
      params: {}
    }
    expect(editorFieldsOf(users, {}, { editing: false, staffNames: true })[0].field.params?.required).toBe(
      true
    )
    expect(editorFieldsOf(users, {}, { editing: true, staffNames: true })[0].field.params?.required).toBe(
      false
    )
  })

  it("follows the route's field list and warns of names the catalogue lacks", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const names = editorFieldsOf(
      news,
      { fields: ['status', 'nope', 'title'] },
      { editing: false, staffNames: true }
    )
    expect(names.map((item) => item.field.name)).toEqual(['status', 'title'])
    expect(warn).toHaveBeenCalledOnce()
  })

  it('shows who changed an edited record last, read-only, and a field the server sets read-only', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fields = editorFieldsOf(news, {}, { editing: true, staffNames: true })
    const byName = Object.fromEntries(fields.map((item) => [item.field.name, item]))
    expect(byName.modifiedBy).toMatchObject({ widget: 'ref', readOnly: true })
    expect(byName.modified).toMatchObject({ widget: 'date', readOnly: true })
    expect(byName.publishedBy.readOnly).toBe(true)
    expect(byName.title.readOnly).toBe(false)
  })

  it('names the last editor by id to those who may not read staff accounts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fields = editorFieldsOf(news, {}, { editing: true, staffNames: false })
    expect(fields.find((item) => item.field.name === 'modifiedBy')?.widget).toBe('text')
  })
})

describe('isShown (R-ED-01 conditional fields)', () => {
  const conditional = field('videoUrl', 'string', { condition: { field: 'type', value: 'video' } })

  it('shows a conditional field only while its condition holds', () => {
    expect(isShown(conditional, { type: 'video' })).toBe(true)
    expect(isShown(conditional, { type: 'article' })).toBe(false)
    expect(isShown(field('x', 'string'), {})).toBe(true)
  })
})
