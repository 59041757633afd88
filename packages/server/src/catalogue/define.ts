import type { CollectionDef, EditorSettings, FieldDef, FieldParams } from '@tutor-admin/shared'
import { MENU_GROUPS, menuOrder } from './menu'

/** A text per language (cht, chs, en). */
export type Labels = NonNullable<FieldParams['label']>

/** Shorthand for a field definition. */
export const field = (name: string, type: FieldDef['type'], params?: FieldParams): FieldDef => ({
  name,
  type,
  params
})

/** A translatable text field (`[{ lang, value }]`). */
export const translated = (name: string, params?: FieldParams): FieldDef =>
  field(name, 'string', { translate: true, ...params })

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

/**
 * A collection served at `/api/{name}` with its admin page at `/{name}/`. The page's menu order
 * and group icon default to the menu's (see `menu.ts`).
 */
export const collection = (
  name: string,
  fields: FieldDef[],
  editor: EditorSettings | undefined,
  indexes?: string[][]
): CollectionDef => ({
  name,
  fields,
  params: {
    ...(editor
      ? { editor: { admin: { path: name, service: name, ...menuPlace(name, editor), ...editor } } }
      : {}),
    services: { admin: { path: name, paginate: editor?.paginate ?? true } }
  },
  ...(indexes ? { indexes } : {})
})

const menuPlace = (name: string, editor: EditorSettings): EditorSettings => {
  const order = menuOrder(name)
  const groupIcon = editor.group ? MENU_GROUPS[editor.group]?.icon : undefined
  return { ...(order === undefined ? {} : { order }), ...(groupIcon ? { groupIcon } : {}) }
}

/** The fields of an option list (R-DOM, "OPT"): translatable name, value and order. */
export const optionFields = (...extra: FieldDef[]): FieldDef[] => [
  translated('name', { required: true, label: label('Name', '名稱', '名称') }),
  field('value', 'string', { label: label('Value', '值', '值') }),
  field('order', 'number', { default: 0, index: true, label: label('Order', '排序', '排序') }),
  ...extra
]

export interface OptionListSettings {
  title: Labels
  icon: string
  /** Menu group path; none for entries of the main menu. */
  group?: string
  /** Fields beyond name, value and order. */
  extra?: FieldDef[]
  /** A list the server keeps: no create, patch, remove or import (R-ROLE-08). */
  readOnly?: boolean
}

/** An option list (R-DOM "OPT"), sorted by its order. */
export const optionList = (name: string, { title, icon, group, extra = [], readOnly }: OptionListSettings) =>
  collection(name, optionFields(...extra), {
    name: title,
    ...(group ? { group } : {}),
    icon,
    ...(readOnly ? { readOnly } : {}),
    headers: ['name', 'value', 'order', ...extra.map((f) => f.name)],
    translateTextFields: ['name'],
    textFields: ['value'],
    defaultSort: 'order'
  })
