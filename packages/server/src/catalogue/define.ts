import type { CollectionDef, EditorSettings, FieldDef, FieldParams } from '@tutor-admin/shared'

type Labels = NonNullable<FieldParams['label']>

/** Shorthand for a field definition. */
export const field = (name: string, type: FieldDef['type'], params?: FieldParams): FieldDef => ({ name, type, params })

/** A translatable text field (`[{ lang, value }]`). */
export const translated = (name: string, params?: FieldParams): FieldDef => field(name, 'string', { translate: true, ...params })

/** A reference to one record of another collection. */
export const ref = (name: string, collection: string, params?: FieldParams): FieldDef =>
  field(name, 'id', { ref: collection, ...params })

/** A list of references to records of another collection. */
export const refs = (name: string, collection: string, params?: FieldParams): FieldDef =>
  field(name, 'array', { itemType: 'id', ref: collection, ...params })

/** A reference to an uploaded file of the media library. */
export const attachment = (name: string, params?: FieldParams): FieldDef =>
  ref(name, 'attachments', { fileType: 'image/*', ...params })

export const label = (en: string, cht: string, chs: string): Labels => ({ en, cht, chs })

/** A collection served at `/api/{name}` with its admin page at `/{name}/`. */
export const collection = (
  name: string,
  fields: FieldDef[],
  editor: EditorSettings | undefined,
  indexes?: string[][]
): CollectionDef => ({
  name,
  fields,
  params: {
    ...(editor ? { editor: { admin: { path: name, service: name, ...editor } } } : {}),
    services: { admin: { path: name, paginate: editor?.paginate ?? true } }
  },
  ...(indexes ? { indexes } : {})
})

/** The fields of an option list (R-DOM, "OPT"): translatable name, value and order. */
export const optionFields = (...extra: FieldDef[]): FieldDef[] => [
  translated('name', { required: true, label: label('Name', '名稱', '名称') }),
  field('value', 'string', { label: label('Value', '值', '值') }),
  field('order', 'number', { default: 0, index: true, label: label('Order', '排序', '排序') }),
  ...extra
]

/** An option list of a menu group, sorted by its order. */
export const optionList = (name: string, group: string, order: number, title: Labels, extra: FieldDef[] = []) =>
  collection(name, optionFields(...extra), {
    name: title,
    group,
    order,
    icon: 'list',
    headers: ['name', 'value', 'order', ...extra.map((f) => f.name)],
    translateTextFields: ['name'],
    textFields: ['value'],
    defaultSort: 'order'
  })
