import type { Paginated, TotalEstimate } from '@tutor-admin/shared'

/** A list answer as the list screen keeps it (R-LIST-05). */
export interface ListAnswer<T> {
  data: T[]
  total: number
  /** How the server estimated `total` when it did not count it. */
  totalEstimated?: TotalEstimate
  limit: number
  skip: number
  sortBy: string[]
  sortDesc: boolean[]
  currentFilter: Record<string, unknown>
  cursors: { next: string | null; previous: string | null }
}

export interface AnswerContext {
  sortBy?: string[]
  sortDesc?: boolean[]
  filter?: Record<string, unknown>
  /** The route says its service answers plain arrays: no warning then. */
  noPaginate?: boolean
  /** Cursor mode shows this total, since the server gives none (R-PAGE-06). */
  cursorTotal?: number
  warn?: (message: string) => void
}

/** Normalises a find answer: pages pass through, a plain array is wrapped (R-LIST-05). */
export const normalizeAnswer = <T>(
  answer: Paginated<T> | T[],
  context: AnswerContext = {}
): ListAnswer<T> => {
  const common = {
    sortBy: context.sortBy ?? [],
    sortDesc: context.sortDesc ?? [],
    currentFilter: context.filter ?? {}
  }
  if (Array.isArray(answer)) {
    if (!context.noPaginate)
      (context.warn ?? console.warn)('The service answered a plain array; set noPaginate on the route')
    return {
      ...common,
      data: answer,
      total: answer.length,
      limit: answer.length,
      skip: 0,
      cursors: { next: null, previous: null }
    }
  }
  return {
    ...common,
    data: answer.data,
    total: answer.total ?? context.cursorTotal ?? answer.data.length,
    ...(answer.totalEstimated ? { totalEstimated: answer.totalEstimated } : {}),
    limit: answer.limit,
    skip: answer.skip,
    cursors: answer.cursors ?? { next: null, previous: null }
  }
}
