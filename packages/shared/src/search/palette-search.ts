import { LANGS, type Lang } from '../locale/langs'

/**
 * The console's search box (the command palette): one term looked up in every collection the
 * caller may read, through the collections' text indexes. `GET /api/search?q=&lang=&limit=`, or
 * `find({ query: { q, lang, limit } })` over the socket.
 */
export const SEARCH_PATH = 'search'

export const PALETTE_LIMITS = {
  /** Longest term, in characters. */
  maxLength: 100,
  /** Records per collection when the query names no `limit`, and the most it may name. */
  perCollection: 5,
  maxPerCollection: 20,
  /**
   * Shortest term a big collection is searched with: its text index looks terms up by three
   * characters (trigrams), and a shorter one would read the whole table.
   */
  indexedMinLength: 3
} as const

/** One record found: its id, its name in the asked language, and the text that matched when another. */
export interface PaletteRecord {
  _id: string
  title: string
  /** The matching text when it is not the title (an email, a phone number). */
  detail?: string
}

/** The records found in one collection, best first. */
export interface PaletteGroup {
  collection: string
  records: PaletteRecord[]
  /** Whether the collection holds more matches than were answered. */
  more: boolean
}

/** The answer: groups best first; `tooShort` names the big collections a longer term would search. */
export interface PaletteAnswer {
  q: string
  groups: PaletteGroup[]
  tooShort: string[]
}

/** Why a term cannot be searched, by code (`palette.problem.{code}` in the console). */
export type PaletteProblem = 'required' | 'tooLong' | 'control' | 'pattern' | 'lang' | 'limit'

/**
 * Characters of regular expressions and wildcards: the search is a plain substring search, and a
 * term with these is almost always pasted from somewhere else by mistake. `.`, `+`, `-`, `@` and `_`
 * stay allowed (emails, phone numbers).
 */
const PATTERN_CHARS = /[\\^$*?()[\]{}|]/

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/

/** The query's problems per field, with a code each; empty when it can be searched. */
export const paletteQueryProblems = (query: Record<string, unknown>): Record<string, PaletteProblem> => {
  const problems: Record<string, PaletteProblem> = {}
  const { q, lang, limit } = query
  if (typeof q !== 'string' || q.trim() === '') problems.q = 'required'
  else if ([...q].length > PALETTE_LIMITS.maxLength) problems.q = 'tooLong'
  else if (CONTROL_CHARS.test(q)) problems.q = 'control'
  else if (PATTERN_CHARS.test(q)) problems.q = 'pattern'
  if (lang !== undefined && !LANGS.includes(lang as Lang)) problems.lang = 'lang'
  if (limit !== undefined) {
    const count = Number(limit)
    if (!Number.isInteger(count) || count < 1 || count > PALETTE_LIMITS.maxPerCollection)
      problems.limit = 'limit'
  }
  return problems
}

/** The English sentence of each problem, for API users (`errors` of the 400). */
export const PALETTE_PROBLEM_TEXT: Record<PaletteProblem, string> = {
  required: 'is required: type something to search for',
  tooLong: `must have at most ${PALETTE_LIMITS.maxLength} characters`,
  control: 'must not contain control characters',
  pattern: 'must not contain \\ ^ $ * ? ( ) [ ] { } or |: the search finds plain text',
  lang: `must be one of ${LANGS.join(', ')}`,
  limit: `must be a whole number from 1 to ${PALETTE_LIMITS.maxPerCollection}`
}
