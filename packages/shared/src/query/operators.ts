import type { FieldDef } from '../catalogue/catalogue.types'
import type { ValueKind } from './query.types'

/** Field-level operators of the query language (C11, R-SRCH-09). */
export const FIELD_OPERATORS = [
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$nin',
  '$regex',
  '$contains',
  '$notContains',
  '$not',
  '$missingLang',
  '$machine'
] as const
export type FieldOperator = (typeof FIELD_OPERATORS)[number]

/** Conditions on translatable text, on one field or (at the top of a filter) the whole record: `{ $missingLang: 'chs' }`, `{ $machine: true }`. */
export const RECORD_OPERATORS = ['$missingLang', '$machine'] as const
export type RecordOperator = (typeof RECORD_OPERATORS)[number]

/** Operators that combine filters. */
export const LOGICAL_OPERATORS = ['$or', '$and', '$not'] as const

/** Query keys that are not filters. */
export const QUERY_CONTROLS = [
  '$limit',
  '$skip',
  '$sort',
  '$select',
  '$populate',
  '$cursor',
  '$count'
] as const
export type QueryControl = (typeof QUERY_CONTROLS)[number]

const COMPARE = ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$nin'] as const
const OPERATORS_BY_KIND: Record<ValueKind, readonly FieldOperator[]> = {
  string: [...COMPARE, '$regex', '$contains', '$notContains', '$not'],
  text: ['$regex', '$contains', '$notContains', '$not', '$missingLang', '$machine'],
  number: [...COMPARE, '$not'],
  date: [...COMPARE, '$not'],
  boolean: ['$eq', '$ne', '$in', '$nin', '$not'],
  id: [...COMPARE, '$not'],
  list: ['$eq', '$ne', '$in', '$nin', '$not']
}

/** How a field is compared in filters; `undefined` when it cannot be filtered on. */
export const valueKindOf = (field: FieldDef): ValueKind | undefined => {
  switch (field.type) {
    case 'string':
      return field.params?.translate ? 'text' : 'string'
    case 'number':
    case 'boolean':
    case 'date':
    case 'id':
      return field.type
    case 'array':
      return field.params?.itemType === 'object' ? undefined : 'list'
    default:
      return undefined
  }
}

export const operatorsForKind = (kind: ValueKind): readonly FieldOperator[] => OPERATORS_BY_KIND[kind]

/** Whether a field can be sorted on. */
export const isSortable = (field: FieldDef): boolean => {
  const kind = valueKindOf(field)
  return kind !== undefined && kind !== 'list' && kind !== 'text'
}
