import {
  validateRecord,
  ValidationFailure,
  type EditorSettings,
  type EnumDef,
  type FieldDef
} from '@tutor-admin/shared'
import { isEqual } from 'es-toolkit'
import { serverProblems, type Problems } from '../fields/fieldProblems'
import type { RecordValues } from '../fields/recordPlace'
import { isShown, type EditorField } from './editorFields'

/** Never copied into a clone (R-RT-09). */
const NOT_CLONED = ['_id', 'created', 'modified', 'modifiedBy']

/** A new record: each field's default, then the route's defaultValue (R-ED-07). */
export const newRecordValues = (fields: FieldDef[], settings: EditorSettings): RecordValues => {
  const values: RecordValues = {}
  for (const field of fields)
    if (field.params?.default !== undefined) values[field.name] = field.params.default
  return { ...values, ...settings.defaultValue }
}

/** A new record copied from another, without its id and change stamps (R-RT-09). */
export const cloneValues = (record: RecordValues): RecordValues =>
  Object.fromEntries(Object.entries(record).filter(([name]) => !NOT_CLONED.includes(name)))

/** The fields the form sends: shown, not read-only. */
const sentFields = (fields: EditorField[], values: RecordValues) =>
  fields.filter((item) => !item.readOnly && isShown(item.field, values))

/** A create's body: every sent field that has a value (R-ED-04). */
export const createBody = (fields: EditorField[], values: RecordValues): RecordValues =>
  Object.fromEntries(
    sentFields(fields, values)
      .filter(({ field }) => values[field.name] !== undefined)
      .map(({ field }) => [field.name, values[field.name]])
  )

/** A patch's body: the sent fields whose value changed (R-ED-04). */
export const patchBody = (
  fields: EditorField[],
  original: RecordValues,
  values: RecordValues
): RecordValues =>
  Object.fromEntries(
    sentFields(fields, values)
      .filter(({ field }) => !isEqual(original[field.name] ?? null, values[field.name] ?? null))
      .map(({ field }) => [field.name, values[field.name] ?? null])
  )

/**
 * What is wrong with a body, checked by the rules the server applies (R-ED-08, R-ED-09): a
 * problem per field, keyed by its path (`items.0.name` in lists).
 */
export const problemsOf = (
  fields: EditorField[],
  body: RecordValues,
  mode: 'create' | 'patch',
  enums?: Record<string, EnumDef>
): Problems => {
  try {
    validateRecord(
      fields.filter((item) => !item.readOnly).map((item) => item.field),
      body,
      mode,
      enums
    )
    return {}
  } catch (error) {
    if (!(error instanceof ValidationFailure)) throw error
    return serverProblems(error.errors, error.codes, error.params)
  }
}
