import type { FieldDef } from '@tutor-admin/shared'
import { describe, expect, it } from 'vitest'
import type { EditorField } from './editorFields'
import { cloneValues, createBody, newRecordValues, patchBody, problemsOf } from './editorValues'

const field = (name: string, type: FieldDef['type'], params?: FieldDef['params']): FieldDef => ({
  name,
  type,
  params
})
const editable = (def: FieldDef, readOnly = false): EditorField => ({ field: def, widget: 'text', readOnly })

const enums = { newsStatus: { values: ['draft', 'published'], labels: {} } }
const fields: EditorField[] = [
  editable(field('title', 'string', { required: true })),
  editable(field('status', 'string', { enum: 'newsStatus', default: 'draft' })),
  editable(field('views', 'number')),
  editable(field('email', 'string', { email: true })),
  editable(field('videoUrl', 'string', { condition: { field: 'status', value: 'published' } })),
  editable(
    field('items', 'array', { itemType: 'object', fields: [field('name', 'string', { required: true })] })
  ),
  editable(field('modified', 'date'), true)
]

describe('new records (R-ED-07)', () => {
  it("start from each field's default, then the route's defaultValue", () => {
    const defs = fields.map((item) => item.field)
    expect(newRecordValues(defs, {})).toEqual({ status: 'draft' })
    expect(newRecordValues(defs, { defaultValue: { status: 'published', views: 1 } })).toEqual({
      status: 'published',
      views: 1
    })
  })

  it('a clone copies the record without its id and change stamps (R-RT-09)', () => {
    expect(
      cloneValues({ _id: 'a', title: 'T', created: 'x', modified: 'y', modifiedBy: 'u', status: 'draft' })
    ).toEqual({ title: 'T', status: 'draft' })
  })
})

describe('bodies sent (R-ED-04)', () => {
  it('a create sends the shown, writable fields that have a value', () => {
    expect(
      createBody(fields, { title: 'T', status: 'draft', videoUrl: 'v', modified: 'm', views: undefined })
    ).toEqual({ title: 'T', status: 'draft' })
  })

  it('a patch sends only what changed, an emptied value as null', () => {
    const original = { _id: 'a', title: 'T', status: 'published', views: 3, items: [{ name: 'x' }] }
    expect(patchBody(fields, original, { ...original, items: [{ name: 'x' }] })).toEqual({})
    expect(patchBody(fields, original, { ...original, title: 'U', views: undefined })).toEqual({
      title: 'U',
      views: null
    })
  })
})

describe('problems (R-ED-08, R-ED-09)', () => {
  it('are found by the rules the server applies, with codes the console translates', () => {
    const problems = problemsOf(
      fields,
      { title: '', status: 'gone', views: 'x' as unknown as number, email: 'no', items: [{}] },
      'create',
      enums
    )
    expect(Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, problem.code]))).toEqual(
      {
        title: 'required',
        status: 'enum',
        views: 'number',
        email: 'email',
        'items.0.name': 'required'
      }
    )
    expect(problemsOf(fields, { title: 'T' }, 'create', enums)).toEqual({})
  })

  it('on a patch, a missing required field is no problem but an emptied one is', () => {
    expect(problemsOf(fields, { views: 2 }, 'patch', enums)).toEqual({})
    expect(problemsOf(fields, { title: '' }, 'patch', enums).title.code).toBe('required')
  })
})
