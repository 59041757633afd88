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
  path: string
  cond?: string
  value1?: unknown
  value2?: unknown
  name?: string
  color?: string
  edit?: boolean
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
  importOptions?: Record<string, unknown>
  appendRow?: boolean
  headers?: string[]
  fields?: string[]
  searchFields?: SearchFieldDef[]
  textFields?: string[]
  translateTextFields?: string[]
  expands?: string[]
  paginate?: boolean | 'cursor'
  virtual?: boolean
  edit?: string
  expand?: string
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
