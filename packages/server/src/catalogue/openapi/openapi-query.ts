import {
  allFields,
  isSortable,
  LOGICAL_OPERATORS,
  operatorsForKind,
  QUERY_LIMITS,
  valueKindOf,
  type CollectionDef,
  type EnumDef,
  type FieldDef,
  type FieldOperator,
  type ValueKind
} from '@tutor-admin/shared'
import { ref, type Json } from './openapi.types'

/** Operators whose value is a list of values. */
const LIST_OPERATORS: ReadonlySet<FieldOperator> = new Set(['$in', '$nin'])

const operatorValue = (operator: FieldOperator, value: Json): Json => {
  if (LIST_OPERATORS.has(operator)) return { type: 'array', items: value }
  if (operator === '$regex' || operator === '$contains' || operator === '$notContains')
    return { type: 'string' }
  if (operator === '$not')
    return {
      description: 'A condition that must not hold: a value or operators',
      type: ['object', 'string', 'number', 'boolean']
    }
  if (operator === '$missingLang') return { type: 'string', enum: ['cht', 'chs', 'en'] }
  if (operator === '$machine') return { type: 'boolean' }
  return value
}

/** The value a filter of this field compares with, and the name of its filter's schema. */
const filterValue = (
  field: FieldDef,
  kind: ValueKind,
  enums: Record<string, EnumDef>
): { name: string; value: Json } => {
  const enumName = field.params?.enum
  if (kind === 'string' && enumName && enums[enumName])
    return {
      name: `${enumName.charAt(0).toUpperCase()}${enumName.slice(1)}EnumFilter`,
      value: { type: 'string', enum: [...enums[enumName].values] }
    }
  if (kind === 'number') return { name: 'NumberFilter', value: { type: 'number' } }
  if (kind === 'boolean') return { name: 'BooleanFilter', value: { type: 'boolean' } }
  if (kind === 'id') return { name: 'IdFilter', value: { type: 'string', description: 'An _id' } }
  if (kind === 'date')
    return field.params?.dateOnly
      ? { name: 'DateFilter', value: { type: 'string', description: 'A date: YYYY-MM-DD' } }
      : { name: 'DateTimeFilter', value: { type: 'string', format: 'date-time' } }
  const names = { string: 'StringFilter', text: 'TextFilter', list: 'ListFilter' } as const
  return { name: names[kind], value: { type: 'string' } }
}

/**
 * A field's filter (C11, R-SRCH-09): the value itself, or its type's operators. Fields of one type
 * share one schema, kept once among the components: the document's size and a viewer's work grow
 * with the collections, not with every field of each.
 */
const filterOf = (
  field: FieldDef,
  enums: Record<string, EnumDef>
): { name: string; schema: Json } | undefined => {
  const kind = valueKindOf(field)
  if (!kind) return undefined
  const { name, value } = filterValue(field, kind, enums)
  const operators = operatorsForKind(kind)
  const withOperators: Json = {
    type: 'object',
    properties: Object.fromEntries(operators.map((operator) => [operator, operatorValue(operator, value)])),
    additionalProperties: false
  }
  if (operators.includes('$regex'))
    (withOperators.properties as Json).$options = { type: 'string', enum: ['i'] }
  return { name, schema: { anyOf: [value, withOperators] } }
}

/** The fields of a collection a query may name: all but the hidden ones. */
const queryableFields = (collection: CollectionDef) =>
  allFields(collection.fields).filter((field) => !field.params?.hidden)

/** The filter schemas that the find parameters of these collections refer to, as components. */
export const filterSchemas = (
  collections: CollectionDef[],
  enums: Record<string, EnumDef>
): Record<string, Json> =>
  Object.fromEntries(
    collections.flatMap((collection) =>
      queryableFields(collection).flatMap((field) => {
        const filter = filterOf(field, enums)
        return filter ? [[filter.name, filter.schema]] : []
      })
    )
  )

/** A query parameter. */
const parameter = (name: string, schema: Json, description: string, deep = false): Json => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
  ...(deep ? { style: 'deepObject', explode: true } : {})
})

/** The paging, sorting and selection parameters every list takes, as components. */
export const queryParameterComponents = (): Record<string, Json> => ({
  limit: parameter(
    '$limit',
    { type: 'integer', minimum: 0, maximum: QUERY_LIMITS.maxLimit, default: QUERY_LIMITS.defaultLimit },
    `Rows per page: ${QUERY_LIMITS.defaultLimit} unless given, at most ${QUERY_LIMITS.maxLimit} (more is clamped); 0 answers the total alone.`
  ),
  skip: parameter('$skip', { type: 'integer', minimum: 0, maximum: QUERY_LIMITS.maxSkip }, 'Rows to skip.'),
  cursor: parameter(
    '$cursor',
    { type: 'string' },
    'Cursor paging: a `cursors.next` or `cursors.previous` of an earlier answer (no total then).'
  ),
  populate: parameter(
    '$populate',
    { type: 'string' },
    'Reference fields, comma-separated, answered as the records they name instead of their _id.'
  )
})

/**
 * The parameters of a collection's list (`GET /api/{collection}`): paging, `$sort` and `$select`
 * over its fields, and one filter parameter per field that can be filtered, with its type's
 * operators (`name[$contains]=Chan`), and `$or` / `$and` of such filters.
 */
export const findParameters = (collection: CollectionDef, enums: Record<string, EnumDef>): Json[] => {
  const fields = queryableFields(collection)
  const sortable = fields.filter(isSortable).map((field) => field.name)
  const filters = fields.flatMap((field) => {
    const filter = filterOf(field, enums)
    return filter
      ? [
          parameter(
            field.name,
            ref('schemas', filter.name),
            `Filter on ${field.name}: a value, or operators such as ${field.name}[$in][]=…`,
            true
          )
        ]
      : []
  })
  return [
    { $ref: '#/components/parameters/limit' },
    { $ref: '#/components/parameters/skip' },
    { $ref: '#/components/parameters/cursor' },
    { $ref: '#/components/parameters/populate' },
    parameter(
      '$sort',
      {
        type: 'object',
        properties: Object.fromEntries(sortable.map((name) => [name, { type: 'integer', enum: [1, -1] }])),
        additionalProperties: false
      },
      'Order: `$sort[field]=1` ascending or -1 descending, several in turn; every order ends with _id ascending.',
      true
    ),
    parameter(
      '$select',
      { type: 'array', items: { type: 'string', enum: fields.map((field) => field.name) } },
      'Fields to answer (with _id); all when not given.'
    ),
    ...filters,
    ...LOGICAL_OPERATORS.filter((operator) => operator !== '$not').map((operator) =>
      parameter(
        operator,
        { type: 'array', items: { type: 'object' } },
        `Filters of which ${operator === '$or' ? 'any' : 'all'} must hold: ${operator}[0][name]=a&${operator}[1][email]=b`,
        true
      )
    )
  ]
}
