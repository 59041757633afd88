import { allFields, type CollectionDef } from '@tutor-admin/shared'
import { displayKindOf, type ListColumn } from '../records/columns/buildColumns'

/** Every field of a collection as a column, so that a diff shows values as the list's cells do. */
export const historyColumns = (collection: CollectionDef): ListColumn[] =>
  allFields(collection.fields).map((field) => ({
    name: field.name,
    field,
    kind: displayKindOf(field),
    sortable: false
  }))
