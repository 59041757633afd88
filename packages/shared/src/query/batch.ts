import type { Paginated } from './query.types'

/** One find of a batch call (`POST /api/batch`): a collection and its query, as its GET would ask. */
export interface BatchFind {
  service: string
  query?: Record<string, unknown>
}

/** A find's answer, or its error as the collection would have answered it alone. */
export type BatchResult<T = Record<string, unknown>> =
  { result: Paginated<T> } | { error: Record<string, unknown> }

/** The answer of a batch call: one result per find, in order. */
export interface BatchAnswer<T = Record<string, unknown>> {
  results: Array<BatchResult<T>>
}
