import { keywordFilter, QueryParser } from '@tutor-admin/shared'
import type { Dialect } from '../../db/dialects'
import { compileFilter } from '../../db/query/apply-filter'
import type { Sql } from '../../db/sql'
import type { SearchFields, TextField } from './search-fields'

/**
 * Rows a collection may hold for the search to read it without its text index: about as many as
 * a few milliseconds of reading take, so that a term the index cannot look up (under three
 * characters, a field without an index) still finds records of the small collections.
 */
export const SCAN_UP_TO = 20_000

/** Matches read per collection for each one answered: the best few are picked among them. */
const CANDIDATES_PER_ANSWER = 4

/** How one collection is searched: the condition on its table and the fields it looks at. */
export interface CollectionPlan {
  fields: SearchFields
  where: Sql
  searched: TextField[]
  /** Most rows read. */
  candidates: number
}

/**
 * How to look the term up in one collection: through its text index when it has one and the term
 * is long enough, else by reading it when it is small (`big` says it is not). A big collection
 * neither can search is left out rather than read whole: `tooShort` when a longer term would search it.
 */
export const planCollection = (
  fields: SearchFields,
  { dialect, term, limit, big }: { dialect: Dialect; term: string; limit: number; big: boolean }
): CollectionPlan | 'tooShort' | undefined => {
  const { model, collection, indexed, keyword } = fields
  const candidates = Math.min(limit * CANDIDATES_PER_ANSWER, 50)
  const viaIndex = indexed.length
    ? dialect.firstTextMatches(model.table, indexed, term, candidates)
    : undefined
  if (viaIndex)
    return { fields, where: viaIndex, searched: indexed.map((name) => ({ name, kind: 'text' })), candidates }
  if (big) return indexed.length ? 'tooShort' : undefined
  const filter = keywordFilter(term, keyword.text, keyword.translated)
  const condition = filter && new QueryParser(collection.fields).parseFilterOnly(filter)
  if (!condition) return undefined
  return {
    fields,
    where: compileFilter(dialect, model, condition),
    searched: [
      ...keyword.text.map((name) => ({ name, kind: 'text' as const })),
      ...keyword.translated.map((name) => ({ name, kind: 'translated' as const }))
    ],
    candidates
  }
}

/** The columns a plan reads: those searched, and the one that names a record. */
export const planColumns = (plan: CollectionPlan): string[] => {
  const title = plan.fields.title
  return [...new Set([...plan.searched.map((field) => field.name), ...(title ? [title.name] : [])])]
}
