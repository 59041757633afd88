/** Server-side limits of the query language (R-PAGE-09). */
export const QUERY_LIMITS = {
  defaultLimit: 10,
  maxLimit: 1000,
  maxDepth: 6,
  maxConditions: 200,
  maxListLength: 1000,
  maxStringLength: 1000,
  maxSkip: 10_000_000,
  /** Most finds in one batch call (`POST /api/batch`). */
  maxBatchFinds: 100
} as const
