import type { Lang } from '../locale/langs'

/** The value kind a filter compares against: decides operators and coercion. */
export type ValueKind = 'string' | 'text' | 'number' | 'date' | 'boolean' | 'id' | 'list'

/** A filter as written on the wire: Feathers' `$`-syntax (C11). */
export interface Filter {
  [field: string]: unknown
  $or?: Filter[]
  $and?: Filter[]
  $not?: Filter
}

export type CompareOp = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'nin' | 'regex' | 'contains'

/** A validated filter, with values coerced to the field's type. An `and` of no items is true, an `or` of none false. */
export type Condition =
  | { kind: 'and'; items: Condition[] }
  | { kind: 'or'; items: Condition[] }
  | { kind: 'not'; item: Condition }
  | {
      kind: 'compare'
      /** Column of the collection. */
      field: string
      /** Sub-path inside a JSON column (object sub-field or a language of translatable text). */
      path?: string
      valueKind: ValueKind
      op: CompareOp
      value: unknown
      /** `$regex` flags: only `i` is supported. */
      caseInsensitive?: boolean
    }
  /** Records missing text in `lang` (see `missingLangs`): in one translatable field, or in any when `field` is absent. */
  | { kind: 'missingLang'; field?: string; lang: Lang }
  /** Records with machine-converted text not yet confirmed: in one translatable field, or in any. */
  | { kind: 'machineText'; field?: string }

export interface SortKey {
  field: string
  direction: 1 | -1
}

/** A validated list query. */
export interface ListQuery {
  filter?: Condition
  /** Always ends with `_id` ascending (R-PAGE-03). */
  sort: SortKey[]
  limit: number
  skip: number
  select?: string[]
  populate?: string[]
  /** Present in cursor mode: `''` for the first page, else a cursor from a previous answer. */
  cursor?: string
  /** The total is counted exactly however many rows there are (`$count=exact`). */
  exactCount?: boolean
}

/**
 * How an answer's total was found when not counted: `about` from the database's statistics,
 * `more` when counting stopped at the limit and there are more matches than `total`.
 */
export type TotalEstimate = 'about' | 'more'

/** A page of results (C9). `total` is absent in cursor mode. */
export interface Paginated<T> {
  total?: number
  /** Present when `total` is not an exact count. */
  totalEstimated?: TotalEstimate
  limit: number
  skip: number
  data: T[]
  cursors?: { next: string | null; previous: string | null }
}
