import { allFields, type CollectionDef, type FieldDef } from '@tutor-admin/shared'
import type { ColumnKind } from '../dialects'

export interface ColumnModel {
  name: string
  kind: ColumnKind
  field: FieldDef
}

/** How a collection is laid out in its table (DESIGN.md, "Rules of the data layer"). */
export interface TableModel {
  table: string
  columns: Map<string, ColumnModel>
  /** Columns with a trigram index for `$contains`. */
  textIndexed: Set<string>
  /** B-tree indexes, each a list of columns (`-name` descending). */
  indexes: string[][]
  /** Columns whose values are unique among the rows. */
  unique: string[]
}

export const columnKind = (field: FieldDef): ColumnKind => {
  if (field.type === 'number') return 'number'
  if (field.type === 'boolean') return 'boolean'
  if (field.type === 'array' || field.type === 'object' || field.params?.translate) return 'json'
  return 'text'
}

const models = new WeakMap<CollectionDef, TableModel>()

export const tableModel = (collection: CollectionDef): TableModel => {
  let model = models.get(collection)
  if (model) return model
  const fields = allFields(collection.fields)
  const columns = new Map(
    fields.map((field) => [field.name, { name: field.name, kind: columnKind(field), field }])
  )
  const textIndexed = new Set(
    fields.filter((f) => f.params?.index === 'text' && columnKind(f) === 'text').map((f) => f.name)
  )
  const single = fields.filter((f) => f.params?.index === true).map((f) => [f.name])
  const unique = fields.filter((f) => f.params?.unique).map((f) => f.name)
  model = {
    table: collection.name,
    columns,
    textIndexed,
    indexes: [...single, ...(collection.indexes ?? [])],
    unique
  }
  models.set(collection, model)
  return model
}
