import { ValidationFailure } from '../query/query-error'
import type { EnumDef, FieldDef } from './catalogue.types'
import { dateFormOf, storedDateOf, type DateForm } from './stored-date'
import { SYSTEM_FIELD_NAMES } from './system-fields'
import { holdsUnstorableText, unstorableText, unstorableTexts } from '../text/storable-text'
import { toTranslated } from './translatable'

export type WriteMode = 'create' | 'update' | 'patch'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MAX_TEXT = 200_000
const MAX_ITEMS = 10_000
const MAX_NAME = 200
const EMPTY_RICH_TEXT = /^<p>(<br\s*\/?>)?<\/p>$/

/** Messages of field errors; their keys are the codes the console translates (R-ED-09). */
const message = {
  required: 'is required',
  string: 'must be a text',
  number: 'must be a number',
  boolean: 'must be true or false',
  date: 'must be a date (YYYY-MM-DD or an ISO date-time)',
  dateOnly: 'must be a date (YYYY-MM-DD)',
  utcDay: 'must be a day (YYYY-MM-DD or YYYY-MM-DDT00:00:00.000Z)',
  email: 'must be an email address',
  enum: 'must be one of: ',
  id: 'must be an id',
  array: 'must be a list',
  object: 'must be an object',
  translate:
    'must be text per language: [{ lang, value, machine? }] with lang en, cht or chs and machine true or false',
  unknown: 'is not a field',
  tooLong: 'is too long',
  tooMany: 'has too many items',
  unstorable: 'holds a NUL character or broken UTF-16'
} as const

/** What is wrong with a field: `validation.{code}` in the console's texts. */
export type FieldProblemCode = keyof typeof message | 'minLength' | 'min' | 'max'

/** Field problems found so far: a message per field, its code and the limits it names. */
interface Problems {
  messages: Record<string, string>
  codes: Record<string, FieldProblemCode>
  params: Record<string, Record<string, number>>
}

const add = (
  problems: Problems,
  key: string,
  code: FieldProblemCode,
  text: string = message[code as keyof typeof message],
  params?: Record<string, number>
) => {
  problems.messages[key] = text
  problems.codes[key] = code
  if (params) problems.params[key] = params
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && (value.length === 0 || value.every((item) => isTranslatedEmpty(item))))

const isTranslatedEmpty = (item: unknown) =>
  typeof item === 'object' && item !== null && 'lang' in item && (item as { value?: unknown }).value === ''

/** Rich-text content that is only an empty paragraph is stored as '' (R-WID-12). */
export const normaliseRichText = (html: string): string => (EMPTY_RICH_TEXT.test(html.trim()) ? '' : html)

/**
 * Validates a record body against a collection's fields and returns it normalised
 * (translatable text as `[{ lang, value }]`, dates as ISO strings, defaults applied on create).
 * System fields in the body are dropped: the server alone sets them (R-SCH-08).
 * Throws `ValidationFailure` with one message per field (R-ED-08).
 */
export const validateRecord = (
  fields: FieldDef[],
  body: unknown,
  mode: WriteMode,
  enums: Record<string, EnumDef> = {}
): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ValidationFailure('The body must be an object', { body: message.object })
  const problems: Problems = { messages: {}, codes: {}, params: {} }
  const out = validateObject(fields, body as Record<string, unknown>, mode, enums, '', problems)
  if (Object.keys(problems.messages).length)
    throw new ValidationFailure(
      `Invalid data: ${Object.entries(problems.messages)
        .map(([k, v]) => `${k} ${v}`)
        .join('; ')}`,
      problems.messages,
      problems.codes,
      problems.params
    )
  return out
}

/** Where each field of a list of fields is, by name. */
interface FieldList {
  fields: FieldDef[]
  positions: Map<string, number>
}

/**
 * The fields a body is checked against, made once per list (an import validates thousands of rows
 * against the same): at the top of a record, all but the system fields, which only the server sets.
 */
const fieldLists = new WeakMap<FieldDef[], FieldList>()
const topLists = new WeakMap<FieldDef[], FieldList>()
const fieldListOf = (fields: FieldDef[], top: boolean): FieldList => {
  const lists = top ? topLists : fieldLists
  let list = lists.get(fields)
  if (!list) {
    const kept = top ? fields.filter((field) => !SYSTEM_FIELD_NAMES.has(field.name)) : fields
    list = { fields: kept, positions: new Map(kept.map((field, index) => [field.name, index])) }
    lists.set(fields, list)
  }
  return list
}

/** The texts of a value that no database can keep, by path; a number or a boolean holds none. */
const unstorableParts = (value: unknown, key: string): [string, string][] => {
  if (typeof value === 'string') {
    const problem = unstorableText(value)
    return problem ? [[key || 'value', problem]] : []
  }
  return holdsUnstorableText(value) ? Object.entries(unstorableTexts(value, key)) : []
}

/** The field each item of a list field is validated as. Made once per field. */
const itemFields = new WeakMap<FieldDef, FieldDef>()
const itemFieldOf = (field: FieldDef) => {
  let item = itemFields.get(field)
  if (!item) {
    const params = field.params ?? {}
    item = {
      name: field.name,
      type: params.itemType === 'object' ? 'object' : (params.itemType ?? 'string'),
      params: { ref: params.ref, fields: params.fields, enum: params.enum }
    }
    itemFields.set(field, item)
  }
  return item
}

const validateObject = (
  fields: FieldDef[],
  body: Record<string, unknown>,
  mode: WriteMode,
  enums: Record<string, EnumDef>,
  prefix: string,
  problems: Problems
): Record<string, unknown> => {
  const { fields: list, positions } = fieldListOf(fields, prefix === '')
  // The body's values by field position: read by its own keys, rather than each field looked for
  // in it (most bodies hold a few of many fields).
  const values: unknown[] = new Array(list.length)
  for (const key in body) {
    if (!Object.hasOwn(body, key) || (prefix === '' && SYSTEM_FIELD_NAMES.has(key))) continue
    const position = positions.get(key)
    if (position === undefined) add(problems, prefix + key, 'unknown')
    else values[position] = body[key]
  }
  const out: Record<string, unknown> = {}
  // Texts nested in a field were checked with the field: only the record's own are checked here.
  const textsChecked = prefix !== ''
  for (let position = 0; position < list.length; position++) {
    const field = list[position]
    const key = prefix ? prefix + field.name : field.name
    let value = values[position]
    if (value === undefined && mode !== 'patch' && field.params?.default !== undefined)
      value = field.params.default
    if (value === undefined) {
      if (mode !== 'patch' && field.params?.required) add(problems, key, 'required')
      continue
    }
    const result = validateValue(field, value, mode, enums, key, problems, textsChecked)
    if (result === INVALID) continue
    if (field.params?.required && isEmpty(result)) {
      add(problems, key, 'required')
      continue
    }
    out[field.name] = result
  }
  return out
}

const INVALID = Symbol('invalid')

/** The problem of a value that is not a date of the field's form (R-WID-14). */
const DATE_PROBLEMS: Record<DateForm, FieldProblemCode> = {
  day: 'dateOnly',
  utcDay: 'utcDay',
  dateTime: 'date',
  utcDateTime: 'date'
}

/** Adds a problem of the value at `key`; answers INVALID (a field problem, not an exception). */
const fail = (
  problems: Problems,
  key: string,
  code: FieldProblemCode,
  text?: string,
  limits?: Record<string, number>
): typeof INVALID => {
  add(problems, key, code, text, limits)
  return INVALID
}

const validateValue = (
  field: FieldDef,
  value: unknown,
  mode: WriteMode,
  enums: Record<string, EnumDef>,
  key: string,
  problems: Problems,
  textsChecked = false
): unknown => {
  if (value === null) return null
  const unstorable = textsChecked ? [] : unstorableParts(value, key)
  if (unstorable.length) {
    for (const [path, text] of unstorable) add(problems, path, 'unstorable', text)
    return INVALID
  }
  const params = field.params ?? {}
  switch (field.type) {
    case 'string': {
      if (params.translate) {
        const translated = toTranslated(value)
        if (!translated) return fail(problems, key, 'translate')
        const max = params.maxLength ?? MAX_TEXT
        if (translated.some((item) => item.value.length > max))
          return fail(problems, key, 'tooLong', undefined, { max })
        return params.rich
          ? translated.map((item) => ({ ...item, value: normaliseRichText(item.value) }))
          : translated
      }
      if (typeof value !== 'string') return fail(problems, key, 'string')
      if (value.length > (params.maxLength ?? MAX_TEXT))
        return fail(problems, key, 'tooLong', undefined, { max: params.maxLength ?? MAX_TEXT })
      if (params.minLength && value.length < params.minLength)
        return fail(problems, key, 'minLength', `must have at least ${params.minLength} characters`, {
          min: params.minLength
        })
      if (params.email && value !== '' && !EMAIL.test(value)) return fail(problems, key, 'email')
      if (params.enum) {
        const allowed = enums[params.enum]?.values ?? []
        if (value !== '' && !allowed.includes(value))
          return fail(problems, key, 'enum', message.enum + allowed.join(', '))
      }
      return params.rich ? normaliseRichText(value) : value
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(problems, key, 'number')
      if (params.min !== undefined && value < params.min)
        return fail(problems, key, 'min', `must be at least ${params.min}`, { min: params.min })
      if (params.max !== undefined && value > params.max)
        return fail(problems, key, 'max', `must be at most ${params.max}`, { max: params.max })
      return value
    case 'boolean':
      return typeof value === 'boolean' ? value : fail(problems, key, 'boolean')
    case 'date': {
      const form = dateFormOf(params)
      return storedDateOf(value, form) ?? fail(problems, key, DATE_PROBLEMS[form])
    }
    case 'id':
      return typeof value === 'string' && value.length > 0 && value.length <= 64
        ? value
        : fail(problems, key, 'id')
    case 'array': {
      if (!Array.isArray(value)) return fail(problems, key, 'array')
      if (value.length > MAX_ITEMS) return fail(problems, key, 'tooMany', undefined, { max: MAX_ITEMS })
      const itemField = itemFieldOf(field)
      // The list's texts were checked with it.
      const items = value.map((item, index) =>
        validateValue(itemField, item, mode, enums, `${key}.${index}`, problems, true)
      )
      if (items.includes(INVALID)) return INVALID
      if (items.includes(null)) return fail(problems, key, 'array', `${message.array} without empty items`)
      return items
    }
    case 'object': {
      if (params.personName && typeof value === 'string')
        return value.length > MAX_NAME
          ? fail(problems, key, 'tooLong', undefined, { max: MAX_NAME })
          : value.trim()
      if (typeof value !== 'object' || Array.isArray(value)) return fail(problems, key, 'object')
      if (!params.fields) return value
      const before = Object.keys(problems.messages).length
      // Sub-objects are written whole, so their required fields apply even on patch.
      const result = validateObject(
        params.fields ?? [],
        value as Record<string, unknown>,
        'update',
        enums,
        `${key}.`,
        problems
      )
      return Object.keys(problems.messages).length > before ? INVALID : result
    }
  }
}
