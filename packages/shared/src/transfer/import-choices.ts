import type {
  CollectionDef,
  EnumDef,
  FieldDef,
  ImportChoices,
  ImportOptions
} from '../catalogue/catalogue.types'
import { validateRecord } from '../catalogue/validate-record'
import { ValidationFailure } from '../query/query-error'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** The fields the import dialog edits (`importOptions.fields`), in their order (R-ED-13). */
export const importOptionFields = (collection: CollectionDef, options: ImportOptions = {}): FieldDef[] =>
  (options.fields ?? []).flatMap((name) => collection.fields.filter((field) => field.name === name))

/** Problems of the choices: a message, a code and the limits it names per key (as a record's). */
interface Problems {
  errors: Record<string, string>
  codes: Record<string, string>
  params: ValidationFailure['params']
}

const failure = ({ errors, codes, params }: Problems) =>
  new ValidationFailure(
    `Invalid import options: ${Object.entries(errors)
      .map(([key, text]) => `${key} ${text}`)
      .join('; ')}`,
    errors,
    codes,
    params
  )

/**
 * What staff chose in the import dialog, checked against the route's `importOptions` (R-ED-13):
 * values only of the offered fields, valid for them (empty ones dropped), and `matchBy` only the
 * offered field. Throws `ValidationFailure` with one problem per bad choice, keyed by field.
 */
export const checkImportChoices = (
  collection: CollectionDef,
  options: ImportOptions | undefined,
  choices: unknown,
  enums: Record<string, EnumDef> = {}
): ImportChoices => {
  if (choices === undefined || choices === null) return {}
  const problems: Problems = { errors: {}, codes: {}, params: {} }
  const add = (key: string, code: string, text: string) => {
    problems.errors[key] = text
    problems.codes[key] = code
  }
  if (!isObject(choices)) {
    add('options', 'object', 'must be an object: { values, matchBy }')
    throw failure(problems)
  }
  for (const key of Object.keys(choices))
    if (key !== 'values' && key !== 'matchBy') add(key, 'unknown', 'is not an import option')
  const { values = {}, matchBy } = choices
  if (matchBy !== undefined && matchBy !== null && matchBy !== '' && matchBy !== options?.matchBy)
    add(
      'matchBy',
      'unknown',
      options?.matchBy
        ? `must be ${options.matchBy} or left out`
        : 'is not offered by this list: leave it out'
    )
  let checked: Record<string, unknown> = {}
  if (!isObject(values)) add('values', 'object', 'must be an object of field values')
  else
    try {
      checked = validateRecord(importOptionFields(collection, options), values, 'patch', enums)
    } catch (error) {
      if (!(error instanceof ValidationFailure)) throw error
      Object.assign(problems.errors, error.errors)
      Object.assign(problems.codes, error.codes)
      Object.assign(problems.params, error.params)
    }
  if (Object.keys(problems.errors).length) throw failure(problems)
  const filled = Object.fromEntries(Object.entries(checked).filter(([, value]) => !isEmptyValue(value)))
  return {
    ...(Object.keys(filled).length ? { values: filled } : {}),
    ...(typeof matchBy === 'string' && matchBy ? { matchBy } : {})
  }
}

/**
 * An imported row with the chosen values in the fields it leaves empty (R-ED-13): empty or absent
 * in a new record; for a row that updates `existing`, empty after the update. Not a copy when no
 * value is chosen.
 */
export const withImportValues = (
  row: Record<string, unknown>,
  values: Record<string, unknown> = {},
  existing?: Record<string, unknown>
): Record<string, unknown> => {
  // Nothing chosen (most imports): the row itself, not a copy of each of thousands of rows.
  if (Object.keys(values).length === 0) return row
  const out = { ...row }
  for (const [name, value] of Object.entries(values))
    if (isEmptyValue(name in row ? row[name] : existing?.[name])) out[name] = value
  return out
}
