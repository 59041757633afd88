import type { EditExtensionName, ExpandExtensionName } from './extensions'
import type { ArrayItemType, FieldType } from './field-types'
import type { Filter } from '../query/query.types'

/** Per-field settings (R-SCH-03). */
export interface FieldParams {
  /** Label per language; falls back to the field name. */
  label?: Partial<Record<'en' | 'cht' | 'chs', string>>
  required?: boolean
  /** Referenced collection for `id` fields and arrays of ids. */
  ref?: string
  /** Name of an enumeration in the catalogue's `enums` (string fields). */
  enum?: string
  /** Field of the referenced record shown as its label (default `name`). */
  nameField?: string
  nameFields?: string[]
  /** Filter applied when picking a referenced record. */
  filter?: Filter
  /** MIME pattern of an attachment reference, e.g. `image/*`. */
  fileType?: string
  dateOnly?: boolean
  /**
   * A `date` field kept in UTC (R-WID-14): a date alone is stored as `YYYY-MM-DDT00:00:00.000Z`, the
   * same day wherever it is read; a date with its time is shown and edited in UTC, not local time.
   */
  utc?: boolean
  default?: unknown
  /**
   * Database index: `true` for a b-tree index (equality, ranges, sorting),
   * `'text'` for a trigram index that serves case-insensitive `$contains`.
   */
  index?: boolean | 'text'
  /** Translatable text: stored as `[{ lang, value }]` (R-SCH-06). */
  translate?: boolean
  /** Rich text (HTML) edited with the rich-text editor. */
  rich?: boolean
  /** Multi-line plain text. */
  multiline?: boolean
  /** Email address: validated as such. */
  email?: boolean
  /** Item type of an `array` field. */
  itemType?: ArrayItemType
  /** Sub-fields of an `object` field or of the objects of an `array` field. */
  fields?: FieldDef[]
  /** A person's name: an `object` field that also takes a plain string (R-SCH-13). */
  personName?: boolean
  /** Never returned by the API (for example a password hash). */
  hidden?: boolean
  /** Set by the server only. */
  readOnly?: boolean
  /** Shown only when this other field has this value (R-ED-01). */
  condition?: { field: string; value: unknown }
  /** Free-typed values are accepted (combo box, R-WID-16). */
  combo?: boolean
  /** Unique among the rows of the collection (409 on a duplicate). */
  unique?: boolean
  minLength?: number
  maxLength?: number
  min?: number
  max?: number
}

export interface FieldDef {
  name: string
  type: FieldType
  params?: FieldParams
}

/** A condition of the search box (R-SRCH-01). */
export interface SearchFieldDef {
  /** The field searched. */
  path: string
  /** The operator it starts with (else the first its kind allows). */
  cond?: string
  /** The value it starts with: set, the condition counts from the start (R-SRCH-04). */
  value1?: unknown
  /** The upper end of an `inRange` condition. */
  value2?: unknown
  /** The chip's name instead of the field's label. */
  name?: string
  /** One of the six search colours instead of the chip's by position. */
  color?: string
  /**
   * Whether staff may change the condition (default `true`): a click cycles its operator and its
   * arrow opens the value editor. `false` makes it a fixed condition of the route, its operator and
   * values the ones set here (`value1` required): its chip only switches it on and off.
   */
  edit?: boolean
}

/**
 * The import dialog's own editor (R-ED-13): values set once for a whole file, and how rows find
 * the records they update.
 */
export interface ImportOptions {
  /** Fields the dialog edits with their widgets; the value fills each imported row that leaves it empty. */
  fields?: string[]
  /** Starting values of those fields in the dialog. */
  defaults?: Record<string, unknown>
  /**
   * A field whose value finds the record a row updates when the row has no known `_id` (e.g.
   * `email`); the dialog offers it, switched on.
   */
  matchBy?: string
}

/** What staff choose in the import dialog, sent with the file (C14). */
export interface ImportChoices {
  /** Values of the `importOptions.fields` for rows that leave them empty. */
  values?: Record<string, unknown>
  /** The `importOptions.matchBy` field, when chosen. */
  matchBy?: string
}

export interface LinkedTable {
  table: string
  service: string
  field: string
}

export interface RoleSetting {
  role: string
  read?: boolean
  write?: boolean
}

/** Editor/route settings (R-SCH-05). */
export interface EditorSettings {
  name?: Partial<Record<'en' | 'cht' | 'chs', string>>
  path?: string
  rootPath?: string
  service?: string
  icon?: string
  group?: string
  groupIcon?: string
  order?: number
  menu?: boolean
  roles?: string | Array<string | RoleSetting>
  export?: boolean
  import?: boolean
  create?: boolean
  patch?: boolean
  remove?: boolean
  readOnly?: boolean
  actions?: Array<{ name: string; icon?: string; dialog: string; label?: Record<string, string> }>
  filter?: Filter
  defaultSort?: string | string[]
  defaultSortDesc?: boolean | boolean[]
  defaultValue?: Record<string, unknown>
  linkedTable?: LinkedTable
  importOptions?: ImportOptions
  appendRow?: boolean
  headers?: string[]
  fields?: string[]
  searchFields?: SearchFieldDef[]
  textFields?: string[]
  translateTextFields?: string[]
  expands?: string[]
  paginate?: boolean | 'cursor'
  virtual?: boolean
  /** An editor extension that extends or replaces the generated editor (R-ED-12). */
  edit?: EditExtensionName
  /** An expanded-row extension that extends or replaces the generated details (R-ED-12). */
  expand?: ExpandExtensionName
}

export interface ServiceSettings {
  path: string
  paginate?: boolean | 'cursor'
}

/** Schema-level params (R-SCH-04). */
export interface CollectionParams {
  /** Editor settings per app name. */
  editor?: Record<string, EditorSettings>
  /** Service settings per app name. */
  services?: Record<string, ServiceSettings>
}

/** One collection of the catalogue: a table, a service and (usually) a page. */
export interface CollectionDef {
  name: string
  fields: FieldDef[]
  params: CollectionParams
  /** Composite database indexes, each a list of field names (`-name` for descending). */
  indexes?: string[][]
  /** `false`: served from memory by a service of its own, no table (the catalogue itself, R-DOM-52). */
  table?: false
  /** Published by the server: the fields an index begins with, the orders a big collection is listed in. */
  sortable?: string[]
  /**
   * Published by the server: above its exact count limit, so listed in another order than the
   * `sortable` ones only while a list's conditions match at most `sortLimit` rows.
   */
  big?: true
  /** Published by the server with `big`: the most matching rows it sorts by a field no index serves. */
  sortLimit?: number
}

/** An enumeration: its values and their labels per language (R-DOM-53..60). */
export interface EnumDef {
  values: readonly string[]
  labels: Record<string, Partial<Record<'en' | 'cht' | 'chs', string>>>
}

/** A menu group: its title per language, icon and place in the menu (R-LAY-05, R-LAY-06, R-DOM-60). */
export interface MenuGroupDef {
  name: Partial<Record<'en' | 'cht' | 'chs', string>>
  icon: string
  /** The order of the group's first entry. */
  order: number
}

/** The answer of `GET /api/schemas` (R-SCH-01, C8). */
export interface SchemasAnswer {
  appName: string
  schemas: Record<string, CollectionDef>
  enums?: Record<string, EnumDef>
  /** Menu groups by their dotted path (`options.findTeacher`). */
  groups?: Record<string, MenuGroupDef>
}
