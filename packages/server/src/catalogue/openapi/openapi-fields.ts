import {
  editorSettingsOf,
  LANGS,
  SYSTEM_FIELDS,
  type CollectionDef,
  type EnumDef,
  type FieldDef
} from '@tutor-admin/shared'
import { ref, type Json } from './openapi.types'

/** Whether a schema is written for what the API answers or for what it takes. */
export type Direction = 'read' | 'write'

const labelOf = (field: FieldDef) => field.params?.label?.en

/** A schema that also allows null. */
export const orNull = (schema: Json): Json =>
  typeof schema.type === 'string'
    ? { ...schema, type: [schema.type, 'null'] }
    : { anyOf: [schema, { type: 'null' }] }

/** Translatable text (R-SCH-06): answered as `[{ lang, value }]`, taken also as a string or `{ lang: text }`. */
export const translatableSchemas = (): Record<string, Json> => ({
  TranslatedText: {
    type: 'array',
    description: 'Text in each language: cht (Traditional Chinese), chs (Simplified Chinese), en.',
    items: {
      type: 'object',
      properties: { lang: { type: 'string', enum: [...LANGS] }, value: { type: 'string' } },
      required: ['lang', 'value']
    }
  },
  TranslatedTextInput: {
    description: 'Text in each language as `[{ lang, value }]`, a `{ lang: text }` map, or one string.',
    anyOf: [
      ref('schemas', 'TranslatedText'),
      { type: 'object', properties: Object.fromEntries(LANGS.map((lang) => [lang, { type: 'string' }])) },
      { type: 'string' }
    ]
  }
})

const stringSchema = (field: FieldDef, enums: Record<string, EnumDef>, direction: Direction): Json => {
  const params = field.params ?? {}
  if (params.translate) return ref('schemas', direction === 'read' ? 'TranslatedText' : 'TranslatedTextInput')
  const schema: Json = { type: 'string' }
  if (params.enum && enums[params.enum]) schema.enum = [...enums[params.enum].values]
  if (params.email) schema.format = 'email'
  if (params.minLength !== undefined) schema.minLength = params.minLength
  if (params.maxLength !== undefined) schema.maxLength = params.maxLength
  if (params.rich) schema.contentMediaType = 'text/html'
  return schema
}

/** The JSON Schema of one field's value. */
export const fieldSchema = (field: FieldDef, enums: Record<string, EnumDef>, direction: Direction): Json => {
  const params = field.params ?? {}
  let schema: Json
  switch (field.type) {
    case 'string':
      schema = stringSchema(field, enums, direction)
      break
    case 'number':
      schema = { type: 'number' }
      if (params.min !== undefined) schema.minimum = params.min
      if (params.max !== undefined) schema.maximum = params.max
      break
    case 'boolean':
      schema = { type: 'boolean' }
      break
    case 'date':
      schema = params.dateOnly
        ? {
            type: 'string',
            description: 'A date: YYYY-MM-DD (answered as stored: YYYY-MM-DD, or midnight UTC)'
          }
        : { type: 'string', format: 'date-time' }
      break
    case 'id':
      schema = {
        type: 'string',
        description: params.ref
          ? `The _id of a record of ${params.ref}${params.fileType ? ` (${params.fileType})` : ''}; with $populate, that record`
          : 'An _id'
      }
      break
    case 'array':
      schema = { type: 'array', items: itemSchema(field, enums, direction) }
      break
    default:
      schema = objectSchema(field, enums, direction)
  }
  const label = labelOf(field)
  return label && !('$ref' in schema) ? { title: label, ...schema } : schema
}

const itemSchema = (field: FieldDef, enums: Record<string, EnumDef>, direction: Direction): Json => {
  const itemType = field.params?.itemType ?? 'string'
  if (itemType === 'object') return objectSchema(field, enums, direction)
  const item: FieldDef = {
    name: field.name,
    type: itemType,
    params: { ref: field.params?.ref, enum: field.params?.enum, fileType: field.params?.fileType }
  }
  return fieldSchema(item, enums, direction)
}

const objectSchema = (field: FieldDef, enums: Record<string, EnumDef>, direction: Direction): Json => {
  const fields = field.params?.fields ?? []
  const object: Json = {
    type: 'object',
    properties: Object.fromEntries(
      fields.map((sub) => [sub.name, orNull(fieldSchema(sub, enums, direction))])
    )
  }
  const required = fields.filter((sub) => sub.params?.required).map((sub) => sub.name)
  if (required.length && direction === 'write') object.required = required
  if (field.params?.personName)
    return {
      description: 'A name: one string, or { lastName, firstName }',
      anyOf: [{ type: 'string' }, object]
    }
  return object
}

/**
 * The schemas of one collection's records: as answered (`<Name>`: system fields, no hidden
 * field), as created (`<Name>Create`: required fields required) and as patched (`<Name>Patch`:
 * every field optional).
 */
export const recordSchemas = (
  collection: CollectionDef,
  enums: Record<string, EnumDef>
): Record<string, Json> => {
  const own = collection.fields.filter((field) => !SYSTEM_FIELDS.some((system) => system.name === field.name))
  const writable = own.filter((field) => !field.params?.readOnly)
  const properties = (fields: FieldDef[], direction: Direction) =>
    Object.fromEntries(fields.map((field) => [field.name, orNull(fieldSchema(field, enums, direction))]))
  const name = schemaName(collection.name)
  const required = writable.filter((field) => field.params?.required).map((field) => field.name)
  return {
    [name]: {
      type: 'object',
      description: editorSettingsOf(collection)?.name?.en,
      properties: {
        _id: { type: 'string', readOnly: true },
        created: { type: 'string', format: 'date-time', readOnly: true },
        modified: orNull({ type: 'string', format: 'date-time', readOnly: true }),
        modifiedBy: orNull({
          type: 'string',
          readOnly: true,
          description: 'Who wrote last: a staff account _id, or token:<id> for an API token'
        }),
        ...properties(
          own.filter((field) => !field.params?.hidden),
          'read'
        )
      },
      required: ['_id']
    },
    [`${name}Create`]: {
      type: 'object',
      properties: properties(writable, 'write'),
      additionalProperties: false,
      ...(required.length ? { required } : {})
    },
    [`${name}Patch`]: {
      type: 'object',
      description: 'The fields to change; also `$set`, `$push` and `$pull` on a nested array (C12).',
      properties: {
        ...properties(writable, 'write'),
        $set: { type: 'object' },
        $push: { type: 'object' },
        $pull: { type: 'object' }
      },
      additionalProperties: false
    }
  }
}

/** The name of a collection's schema: `teachers` → `Teachers`. */
export const schemaName = (collection: string) => collection.charAt(0).toUpperCase() + collection.slice(1)
