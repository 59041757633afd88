import {
  allFields,
  missingLangsMask,
  MISSING_LANGS_COLUMN,
  translatableFields,
  type CollectionDef,
  type FieldDef
} from '@tutor-admin/shared'
import { columnKind, type ColumnKind } from './column-kind'
import { columnIndexes, routeIndexes, withoutCovered } from './route-indexes'

export interface ColumnModel {
  name: string
  kind: ColumnKind
  field: FieldDef
  /** Set on columns the server computes from the whole record on every write (never from the body). */
  derive?: (record: Record<string, unknown>) => unknown
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

/** The hidden, indexed column of the languages a record misses (see `missingLangs`). */
const missingLangsColumn = (collection: CollectionDef): ColumnModel | undefined => {
  const translatable = translatableFields(collection.fields)
  if (translatable.length === 0) return undefined
  return {
    name: MISSING_LANGS_COLUMN,
    kind: 'number',
    field: { name: MISSING_LANGS_COLUMN, type: 'number', params: { hidden: true, readOnly: true } },
    derive: (record) => missingLangsMask(translatable, record)
  }
}

/** The columns a partial record sets: its keys that the table has, `_id` and undefined values aside. */
export const changedColumns = (model: TableModel, record: Record<string, unknown>): ColumnModel[] =>
  Object.keys(record).flatMap((key) => {
    const column = model.columns.get(key)
    return key !== '_id' && column && record[key] !== undefined ? [column] : []
  })

/** The derived columns of a record about to be written whole, from all its fields (current and changed). */
export const derivedValues = (model: TableModel, record: Record<string, unknown>) => {
  const values: Record<string, unknown> = {}
  for (const column of model.columns.values()) if (column.derive) values[column.name] = column.derive(record)
  return values
}

const models = new WeakMap<CollectionDef, TableModel>()

export const tableModel = (collection: CollectionDef): TableModel => {
  let model = models.get(collection)
  if (model) return model
  const fields = allFields(collection.fields)
  const columns = new Map<string, ColumnModel>(
    fields.map((field) => [field.name, { name: field.name, kind: columnKind(field), field }])
  )
  const derived = missingLangsColumn(collection)
  if (derived) columns.set(derived.name, derived)
  const textIndexed = new Set(
    fields.filter((f) => f.params?.index === 'text' && columnKind(f) === 'text').map((f) => f.name)
  )
  const single = fields.filter((f) => f.params?.index === true).map((f) => [f.name])
  const unique = fields.filter((f) => f.params?.unique).map((f) => f.name)
  // Those the catalogue names and those its list route needs, none that another one begins with.
  const indexes = withoutCovered([
    ...single,
    ...(derived ? [[derived.name]] : []),
    ...(collection.indexes ?? []),
    ...routeIndexes(collection)
  ])
  model = {
    table: collection.name,
    columns,
    textIndexed,
    indexes: [...indexes, ...columnIndexes(collection, indexes)],
    unique
  }
  models.set(collection, model)
  return model
}

const sortables = new WeakMap<TableModel, string[]>()

/** The fields a table is read in the order of through an index: those an index begins with, and `_id`. */
export const sortableFields = (model: TableModel): string[] => {
  let fields = sortables.get(model)
  if (!fields) {
    const leading = [...model.indexes.map((columns) => columns[0]), ...model.unique, '_id']
    fields = [...new Set(leading.map((column) => column.replace(/^-/, '')))]
    sortables.set(model, fields)
  }
  return fields
}
