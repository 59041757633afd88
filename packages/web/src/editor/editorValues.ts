import {
  validateRecord,
  ValidationFailure,
  type EditorSettings,
  type EnumDef,
  type ErrorParam,
  type FieldDef
} from '@tutor-admin/shared'
import { isEqual } from 'es-toolkit'
import { isShown, type EditorField } from './editorFields'

export type RecordValues = Record<string, unknown>

/** A field's problem: what the console says (`code`, with the limits it names), else the server's own words. */
export interface FieldProblem {
  code?: string
  params?: Record<string, ErrorParam>
  message: string
}

export type Problems = Record<string, FieldProblem>

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

/** Field problems of a server's 400 answer (`errors: { field: message }`), or of the check above. */
export const serverProblems = (
  errors: unknown,
  codes: Record<string, string> = {},
  params: Record<string, Record<string, ErrorParam>> = {}
): Problems => {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {}
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>)
      .filter(([, message]) => typeof message === 'string')
      .map(([path, message]) => [
        path,
        { code: codes[path], params: params[path], message: message as string }
      ])
  )
}

/** The problems under one field's path (`items` → `items.0.name`), relative to it. */
export const problemsUnder = (problems: Problems, path: string): Problems =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([key]) => key.startsWith(`${path}.`))
      .map(([key, problem]) => [key.slice(path.length + 1), problem])
  )
