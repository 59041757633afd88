import type { CollectionDef, EditorSettings, FieldDef } from '@tutor-admin/shared'

/** The widget that edits a field (R-ED-01, R-WID). */
export type WidgetKind =
  | 'text'
  | 'secret'
  | 'multiline'
  | 'email'
  | 'enum'
  | 'number'
  | 'boolean'
  | 'date'
  | 'ref'
  | 'refs'
  | 'attachment'
  | 'attachments'
  | 'translated'
  | 'rich'
  | 'translatedRich'
  | 'person'
  | 'object'
  | 'objects'
  | 'tags'
  | 'enums'

/** One field of a generated editor. */
export interface EditorField {
  field: FieldDef
  widget: WidgetKind
  /** Shown but never sent: set by the server, or `modifiedBy` and `modified` (R-ED-02). */
  readOnly: boolean
}

/** The widget of a field, or undefined when no editor suits it (R-SCH-12). */
export const widgetOf = (field: FieldDef): WidgetKind | undefined => {
  const params = field.params ?? {}
  switch (field.type) {
    case 'string':
      // Written, never read back: a password.
      if (params.hidden) return 'secret'
      if (params.translate) return params.rich ? 'translatedRich' : 'translated'
      if (params.rich) return 'rich'
      if (params.enum) return 'enum'
      if (params.email) return 'email'
      return params.multiline ? 'multiline' : 'text'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date'
    case 'id':
      if (params.ref === 'attachments') return 'attachment'
      return params.ref ? 'ref' : 'text'
    case 'array':
      if (params.itemType === 'object') return params.fields?.length ? 'objects' : undefined
      if (params.ref === 'attachments') return 'attachments'
      if (params.ref) return 'refs'
      if (params.enum) return 'enums'
      return 'tags'
    case 'object':
      if (params.personName) return 'person'
      return params.fields?.length ? 'object' : undefined
    default:
      return undefined
  }
}

/** Shown read-only when a record is edited (R-ED-02). */
const CHANGE_FIELDS: FieldDef[] = [
  { name: 'modifiedBy', type: 'id', params: { ref: 'users', readOnly: true } },
  { name: 'modified', type: 'date', params: { readOnly: true } }
]

const SYSTEM = new Set(['_id', 'created', 'modified', 'modifiedBy'])

/**
 * The fields a collection's editor shows, in order: the route's `fields` when it names them, else
 * every field; hidden fields only as text to set (a password) and never read back, fields without
 * a suitable widget skipped with a warning (R-SCH-12), and who changed the record last when one
 * is edited.
 */
export const editorFieldsOf = (
  collection: CollectionDef,
  settings: EditorSettings,
  { editing, staffNames }: { editing: boolean; staffNames: boolean }
): EditorField[] => {
  const byName = new Map(collection.fields.map((field) => [field.name, field]))
  const names = settings.fields?.length ? settings.fields : collection.fields.map((field) => field.name)
  const out: EditorField[] = []
  for (const name of names) {
    if (SYSTEM.has(name)) continue
    const field = byName.get(name)
    if (!field) {
      console.warn(`Editor of ${collection.name}: field ${name} is not in the catalogue; skipped`)
      continue
    }
    if (field.params?.hidden && field.type !== 'string') continue
    const widget = widgetOf(field)
    if (!widget) {
      console.warn(`Editor of ${collection.name}: no editor suits field ${name} (${field.type}); skipped`)
      continue
    }
    // A secret is set anew or kept: never required of a record that has one.
    const shown =
      editing && widget === 'secret' ? { ...field, params: { ...field.params, required: false } } : field
    out.push({ field: shown, widget, readOnly: Boolean(field.params?.readOnly) })
  }
  if (editing)
    for (const field of CHANGE_FIELDS) {
      // Only admins may read staff accounts: others see who changed a record by its id.
      const shown =
        staffNames || field.name !== 'modifiedBy' ? field : { ...field, params: { readOnly: true } }
      out.push({ field: shown, widget: widgetOf(shown)!, readOnly: true })
    }
  return out
}

/** Whether a conditional field shows with the form's values (R-ED-01). */
export const isShown = (field: FieldDef, values: Record<string, unknown>): boolean => {
  const condition = field.params?.condition
  return !condition || values[condition.field] === condition.value
}
