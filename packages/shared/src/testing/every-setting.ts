import type {
  CollectionDef,
  EditorSettings,
  EnumDef,
  SchemasAnswer,
  SearchFieldDef
} from '../catalogue/catalogue.types'

/**
 * Every key of the editor settings and of a search condition (R-SCH-05, R-SRCH-01): a key added
 * to either type fails to compile here until the fixture below uses it.
 */
export const EDITOR_SETTING_KEYS: Record<keyof Required<EditorSettings>, true> = {
  name: true,
  path: true,
  rootPath: true,
  service: true,
  icon: true,
  group: true,
  groupIcon: true,
  order: true,
  menu: true,
  roles: true,
  export: true,
  import: true,
  create: true,
  patch: true,
  remove: true,
  readOnly: true,
  actions: true,
  filter: true,
  defaultSort: true,
  defaultSortDesc: true,
  defaultValue: true,
  linkedTable: true,
  importOptions: true,
  appendRow: true,
  headers: true,
  fields: true,
  searchFields: true,
  textFields: true,
  translateTextFields: true,
  expands: true,
  paginate: true,
  virtual: true,
  edit: true,
  expand: true
}

export const SEARCH_FIELD_KEYS: Record<keyof Required<SearchFieldDef>, true> = {
  path: true,
  cond: true,
  value1: true,
  value2: true,
  name: true,
  color: true,
  edit: true
}

export const FIXTURE_ENUMS: Record<string, EnumDef> = {
  courseLevel: {
    values: ['starter', 'advanced'],
    labels: {
      starter: { en: 'Starter', cht: '初階', chs: '初阶' },
      advanced: { en: 'Advanced', cht: '進階', chs: '进阶' }
    }
  }
}

/** Route settings that use every key once (R-SCH-05 V:U). */
export const EVERY_SETTING: Required<EditorSettings> = {
  name: { en: 'Courses', cht: '課程', chs: '课程' },
  path: 'courses',
  rootPath: 'learning/courses',
  service: 'courses',
  icon: 'school',
  group: 'content.learning',
  groupIcon: 'folder',
  order: 15,
  menu: true,
  roles: ['admin', { role: 'editor', read: true, write: false }],
  export: true,
  import: true,
  create: true,
  patch: true,
  remove: false,
  readOnly: false,
  actions: [{ name: 'bulkImport', icon: 'upload', dialog: 'import', label: { en: 'Bulk import' } }],
  filter: { archived: { $ne: true } },
  defaultSort: ['level', 'startDay'],
  defaultSortDesc: [false, true],
  defaultValue: { level: 'starter' },
  linkedTable: { table: 'enrolments', service: 'enrolments', field: 'course' },
  importOptions: { fields: ['level', 'archived'], defaults: { level: 'advanced' }, matchBy: 'code' },
  appendRow: true,
  headers: ['title', 'code', 'level', 'startDay', 'created'],
  fields: ['title', 'code', 'level', 'startDay', 'startsAt', 'summary', 'archived'],
  searchFields: [
    { path: 'level', cond: 'in', value1: ['starter'], name: 'Level', color: 'success', edit: false },
    { path: 'startDay', cond: 'inRange', value1: '2026-01-01', value2: '2026-12-31', edit: true },
    { path: 'title', cond: 'contains' }
  ],
  textFields: ['code'],
  translateTextFields: ['title'],
  expands: ['summary'],
  paginate: 'cursor',
  virtual: false,
  edit: 'contentPreview',
  expand: 'translationStatus'
}

/** A collection whose route uses every setting, and the collection its linked table names. */
export const EVERY_SETTING_COLLECTIONS: CollectionDef[] = [
  {
    name: 'courses',
    fields: [
      { name: 'title', type: 'string', params: { translate: true, required: true } },
      { name: 'code', type: 'string', params: { required: true } },
      { name: 'level', type: 'string', params: { enum: 'courseLevel' } },
      { name: 'startDay', type: 'date', params: { dateOnly: true, utc: true } },
      { name: 'startsAt', type: 'date', params: { utc: true } },
      { name: 'summary', type: 'string', params: { translate: true, rich: true } },
      { name: 'archived', type: 'boolean', params: { default: false } }
    ],
    params: {
      editor: { admin: EVERY_SETTING },
      services: { admin: { path: 'courses', paginate: 'cursor' } }
    }
  },
  {
    name: 'enrolments',
    fields: [
      { name: 'course', type: 'id', params: { ref: 'courses', required: true } },
      { name: 'student', type: 'string' }
    ],
    params: { services: { admin: { path: 'enrolments' } } }
  }
]

/** The fixture as `GET /api/schemas` would answer it. */
export const EVERY_SETTING_ANSWER: SchemasAnswer = {
  appName: 'admin',
  schemas: Object.fromEntries(EVERY_SETTING_COLLECTIONS.map((collection) => [collection.name, collection])),
  enums: FIXTURE_ENUMS,
  groups: { content: { name: { en: 'Content', cht: '內容', chs: '内容' }, icon: 'article', order: 400 } }
}
