import {
  allFields,
  isSortable,
  type CollectionDef,
  type EditorSettings,
  type FieldDef,
  type ListColumnChoice
} from '@tutor-admin/shared'

/** How a column shows its values. */
export type DisplayKind =
  | 'text'
  | 'translated'
  | 'rich'
  | 'enum'
  | 'enums'
  | 'number'
  | 'price'
  | 'boolean'
  | 'date'
  | 'ref'
  | 'refs'
  | 'attachment'
  | 'attachments'
  | 'person'
  | 'list'
  | 'objects'
  | 'object'

/** One column of a list screen. */
export interface ListColumn {
  name: string
  field: FieldDef
  kind: DisplayKind
  sortable: boolean
  /** Sortable by its kind, but the collection is too big to sort by it without an index (R-PAGE-03). */
  unindexed?: true
  /** Pixels, once the person has resized it; else the layout's own. */
  width?: number
}

const isPrice = (name: string) => name === 'price' || name.endsWith('Price')

/** The display kind of a catalogue field. */
export const displayKindOf = (field: FieldDef): DisplayKind => {
  const params = field.params ?? {}
  switch (field.type) {
    case 'string':
      if (params.translate) return params.rich ? 'rich' : 'translated'
      if (params.rich) return 'rich'
      return params.enum ? 'enum' : 'text'
    case 'number':
      return isPrice(field.name) ? 'price' : 'number'
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date'
    case 'id':
      if (params.ref === 'attachments') return 'attachment'
      return params.ref ? 'ref' : 'text'
    case 'array':
      if (params.itemType === 'object') return 'objects'
      if (params.ref === 'attachments') return 'attachments'
      if (params.ref) return 'refs'
      return params.enum ? 'enums' : 'list'
    case 'object':
      return params.personName ? 'person' : 'object'
  }
}

/** Who changed a record, as a reference to the staff accounts (only admins may read them). */
const STAFF_REF: FieldDef = { name: 'modifiedBy', type: 'id', params: { ref: 'users', readOnly: true } }

export interface BuildColumnsOptions {
  /** Show `modifiedBy` as the staff member's name (the viewer may read staff accounts). */
  staffNames?: boolean
  /** The columns the person chose for this list, in their order. */
  chosen?: ListColumnChoice[]
  warn?: (message: string) => void
}

/** The catalogue's columns of a list: the route's `headers`, else its `fields`, else every visible field. */
export const defaultColumnNames = (collection: CollectionDef, settings: EditorSettings): string[] =>
  settings.headers ??
  settings.fields ??
  collection.fields.filter((field) => !field.params?.hidden).map((f) => f.name)

/**
 * The columns of a list: those the person chose, else the catalogue's (R-LIST-08). A name that is
 * no field is skipped with a warning (R-SCH-12); a chosen field the catalogue no longer has,
 * quietly (none left: the catalogue's columns).
 */
export const buildColumns = (
  collection: CollectionDef,
  settings: EditorSettings,
  { staffNames = false, chosen, warn = console.warn }: BuildColumnsOptions = {}
): ListColumn[] => {
  const fields = allFields(collection.fields)
  const columnsOf = (wanted: ListColumnChoice[], report: (message: string) => void) =>
    wanted.flatMap(({ field: name, width }): ListColumn[] => {
      const found = fields.find((candidate) => candidate.name === name)
      if (!found || found.params?.hidden) {
        report(`List column "${name}" of ${collection.name} is not a field; skipped`)
        return []
      }
      const field = name === 'modifiedBy' && staffNames ? STAFF_REF : found
      const sortable = isSortable(found)
      const indexed = !collection.big || !collection.sortable || collection.sortable.includes(name)
      const kind = displayKindOf(field)
      return [
        {
          name,
          field,
          kind,
          sortable: sortable && indexed,
          ...(sortable && !indexed && { unindexed: true }),
          width
        }
      ]
    })
  const kept = chosen ? columnsOf(chosen, () => undefined) : []
  return kept.length
    ? kept
    : columnsOf(
        defaultColumnNames(collection, settings).map((field) => ({ field })),
        warn
      )
}

/** The fields shown when a row is expanded (`expands`), known fields only. */
export const expandFields = (collection: CollectionDef, settings: EditorSettings): FieldDef[] =>
  (settings.expands ?? []).flatMap((name) => collection.fields.filter((field) => field.name === name))
