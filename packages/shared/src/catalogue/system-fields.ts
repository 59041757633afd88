import type { FieldDef } from './catalogue.types'

/** Fields every collection has; the server alone writes them (R-SCH-08). */
export const SYSTEM_FIELDS: FieldDef[] = [
  { name: '_id', type: 'string', params: { readOnly: true } },
  { name: 'created', type: 'date', params: { readOnly: true, index: true } },
  { name: 'modified', type: 'date', params: { readOnly: true } },
  { name: 'modifiedBy', type: 'string', params: { readOnly: true } }
]

export const SYSTEM_FIELD_NAMES = new Set(SYSTEM_FIELDS.map((field) => field.name))

/** The fields of a collection including the system fields. */
export const allFields = (fields: FieldDef[]): FieldDef[] => [
  ...SYSTEM_FIELDS,
  ...fields.filter((field) => !SYSTEM_FIELD_NAMES.has(field.name))
]
