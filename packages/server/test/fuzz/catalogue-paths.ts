import type { CollectionDef, FieldDef } from '@tutor-admin/shared'

/** Fields every collection has besides its own (R-SCH-08). */
const SYSTEM_FIELDS = ['_id', 'created', 'modified', 'modifiedBy']
const LANGS = ['en', 'cht', 'chs']

/** What a query may name in one collection: filterable paths, sortable fields, references. */
export interface CollectionPaths {
  name: string
  /** Field names and sub-paths (`title.en`, `name.lastName`, `items.price`), valid or not. */
  paths: string[]
  /** The paths a filter may use. */
  filterable: string[]
  sortable: string[]
  refs: string[]
  /** Every field name, for bodies. */
  fields: FieldDef[]
}

const subPaths = (field: FieldDef): string[] => {
  const params = field.params ?? {}
  if (params.translate) return [...LANGS, 'xx', '__proto__'].map((lang) => `${field.name}.${lang}`)
  if (params.fields) return params.fields.map((sub) => `${field.name}.${sub.name}`)
  if (field.type === 'array') return [`${field.name}.0`, `${field.name}.length`]
  return []
}

/** Paths a filter accepts: plain fields, lists of values, a translation, a sub-field of an object. */
const filterablePaths = (field: FieldDef): string[] => {
  const params = field.params ?? {}
  if (params.hidden) return []
  if (params.translate) return [field.name, ...LANGS.map((lang) => `${field.name}.${lang}`)]
  if (field.type === 'object') return (params.fields ?? []).map((sub) => `${field.name}.${sub.name}`)
  if (field.type === 'array' && params.itemType === 'object') return []
  return [field.name]
}

const isSortable = (field: FieldDef) =>
  ['string', 'number', 'boolean', 'date', 'id'].includes(field.type) && !field.params?.translate

/** The names a query of this collection may use, hidden fields included (they must be refused). */
export const collectionPaths = (collection: CollectionDef): CollectionPaths => ({
  name: collection.name,
  paths: [...SYSTEM_FIELDS, ...collection.fields.flatMap((field) => [field.name, ...subPaths(field)])],
  filterable: [...SYSTEM_FIELDS, ...collection.fields.flatMap(filterablePaths)],
  sortable: [...SYSTEM_FIELDS, ...collection.fields.filter(isSortable).map((field) => field.name)],
  refs: collection.fields.filter((field) => field.params?.ref).map((field) => field.name),
  fields: collection.fields
})
