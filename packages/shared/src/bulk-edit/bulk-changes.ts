import type { CollectionDef, EnumDef, FieldDef } from '../catalogue/catalogue.types'
import { SYSTEM_FIELD_NAMES } from '../catalogue/system-fields'
import { validateRecord } from '../catalogue/validate-record'
import { ValidationFailure } from '../query/query-error'
import type { BulkChanges } from './bulk-edit.types'

type Row = Record<string, unknown>

/** How a field takes a bulk edit: one value set on every record, or items added to and removed from a list. */
export type BulkEditKind = 'set' | 'list'

/** Lists of these items take additions and removals: references and plain words (keywords). */
const LIST_ITEMS = new Set(['id', 'string'])

/**
 * How a field can be edited in bulk, or `undefined` when it cannot: enums, yes/no, references
 * (not files), dates and numbers are set; lists of references or words take additions and
 * removals. Texts, unique, hidden, server-set and system fields are each record's own.
 */
export const bulkEditKind = (field: FieldDef): BulkEditKind | undefined => {
  const params = field.params ?? {}
  if (SYSTEM_FIELD_NAMES.has(field.name) || params.hidden || params.readOnly || params.unique)
    return undefined
  switch (field.type) {
    case 'string':
      return params.enum ? 'set' : undefined
    case 'boolean':
    case 'date':
    case 'number':
      return 'set'
    case 'id':
      return params.ref && params.ref !== 'attachments' ? 'set' : undefined
    case 'array':
      return params.itemType && LIST_ITEMS.has(params.itemType) && !params.translate ? 'list' : undefined
    default:
      return undefined
  }
}

/** The fields of a collection that can be edited in bulk, in the catalogue's order. */
export const bulkEditFields = (collection: CollectionDef): FieldDef[] =>
  collection.fields.filter((field) => bulkEditKind(field) !== undefined)

const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The changes of a bulk edit, checked against the collection: each key a field of the right kind,
 * named once, with a valid value (list items valid items). Throws `ValidationFailure` keyed
 * `set.{field}`, `add.{field}` or `remove.{field}`; answers the changes with values as stored.
 */
export const checkBulkChanges = (
  collection: CollectionDef,
  body: BulkChanges,
  enums: Record<string, EnumDef> = {}
): Required<BulkChanges> => {
  const errors: Record<string, string> = {}
  const codes: Record<string, string> = {}
  const params: ValidationFailure['params'] = {}
  const out: Required<BulkChanges> = { set: {}, add: {}, remove: {} }
  const setNames = new Set<string>()
  const listNames = new Set<string>()
  for (const part of ['set', 'add', 'remove'] as const) {
    const given = body[part]
    if (given === undefined) continue
    if (!isObject(given)) {
      errors[part] = 'must be an object of fields'
      codes[part] = 'object'
      continue
    }
    for (const [name, value] of Object.entries(given)) {
      const key = `${part}.${name}`
      const field = collection.fields.find((candidate) => candidate.name === name)
      const kind = field && bulkEditKind(field)
      if (!field || kind !== (part === 'set' ? 'set' : 'list')) {
        errors[key] = part === 'set' ? 'cannot be set in bulk' : 'is not a list that takes items in bulk'
        codes[key] = 'notBulkEditable'
        continue
      }
      // A field is either set or changed item by item, not both.
      if ((part === 'set' ? listNames : setNames).has(name)) {
        errors[key] = 'is set and changed as a list at once'
        codes[key] = 'notBulkEditable'
        continue
      }
      if (part === 'set') setNames.add(name)
      else listNames.add(name)
      if (part !== 'set' && (!Array.isArray(value) || value.length === 0)) {
        errors[key] = 'must be a list of one or more items'
        codes[key] = 'array'
        continue
      }
      try {
        const valid = validateRecord([field], { [name]: value }, 'patch', enums)
        if (part === 'set') out.set[name] = valid[name] ?? null
        else out[part][name] = valid[name] as unknown[]
      } catch (error) {
        if (!(error instanceof ValidationFailure)) throw error
        for (const [path, message] of Object.entries(error.errors)) {
          errors[`${part}.${path}`] = message
          if (error.codes[path]) codes[`${part}.${path}`] = error.codes[path]
          if (error.params[path]) params[`${part}.${path}`] = error.params[path]
        }
      }
    }
  }
  if (Object.keys(errors).length === 0 && setNames.size + listNames.size === 0) {
    errors.set = 'name at least one field to change'
    codes.set = 'required'
  }
  if (Object.keys(errors).length)
    throw new ValidationFailure(
      `Invalid bulk edit: ${Object.entries(errors)
        .map(([key, text]) => `${key} ${text}`)
        .join('; ')}`,
      errors,
      codes,
      params
    )
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The fields a bulk edit changes on one record and their new values: set values, lists with the
 * added items appended (those not in it yet) and the removed ones taken out. Fields already so are
 * left out: an empty answer means the record stays as it is.
 */
export const bulkChangesOf = (record: Row, changes: Required<BulkChanges>): Row => {
  const out: Row = {}
  for (const [name, value] of Object.entries(changes.set)) if (!same(record[name], value)) out[name] = value
  const lists = new Set([...Object.keys(changes.add), ...Object.keys(changes.remove)])
  for (const name of lists) {
    const current = Array.isArray(record[name]) ? (record[name] as unknown[]) : []
    const added = (changes.add[name] ?? []).filter(
      (item, index, all) =>
        !current.some((have) => same(have, item)) && all.findIndex((other) => same(other, item)) === index
    )
    const removed = changes.remove[name] ?? []
    const next = [...current, ...added].filter((item) => !removed.some((gone) => same(gone, item)))
    if (!same(next, current)) out[name] = next
  }
  return out
}
