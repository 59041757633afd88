import type { FieldDef } from '@tutor-admin/shared'

/** How a value is kept in a column. */
export type ColumnKind = 'text' | 'number' | 'boolean' | 'json'

/** How a field is kept: lists, objects and translated text as JSON, the rest as they are. */
export const columnKind = (field: FieldDef): ColumnKind => {
  if (field.type === 'number') return 'number'
  if (field.type === 'boolean') return 'boolean'
  if (field.type === 'array' || field.type === 'object' || field.params?.translate) return 'json'
  return 'text'
}
