import { personNameText, translate, type Lang, type TranslatedText } from '@tutor-admin/shared'
import type { PaletteRecord } from '@tutor-admin/shared/search/palette-search'
import type { TextField, TextKind } from './search-fields'

type Row = Record<string, unknown>

/** The texts of a value: one for plain text and names, one per language for translatable text. */
const textsOf = (value: unknown, kind: TextKind): string[] => {
  if (kind === 'person') return [personNameText(value)].filter(Boolean)
  if (kind === 'translated')
    return Array.isArray(value)
      ? value.flatMap((item) =>
          typeof (item as TranslatedText)?.value === 'string' ? [(item as TranslatedText).value] : []
        )
      : []
  return typeof value === 'string' && value ? [value] : []
}

const WORD_START = /[\s@._\-/(]/

/**
 * How well a text holds the term, lower is better: the whole text (0), its start (1), the start of
 * one of its words (2), anywhere (3), not at all (4, a match the index made of another form).
 */
export const matchScore = (text: string, term: string): number => {
  const haystack = text.toLowerCase()
  const needle = term.toLowerCase()
  if (haystack === needle) return 0
  const at = haystack.indexOf(needle)
  if (at === 0) return 1
  if (at < 0) return 4
  return WORD_START.test(haystack[at - 1]) ? 2 : 3
}

export interface RankedRecord extends PaletteRecord {
  score: number
  /** Length of the text that matched: of two equally good matches, the shorter is closer. */
  length: number
}

/** A found row as the console shows it, with how well it matched. */
export const rankRecord = (
  row: Row,
  term: string,
  searched: TextField[],
  title: TextField | undefined,
  lang: Lang
): RankedRecord => {
  const titleText = title
    ? title.kind === 'translated'
      ? translate(row[title.name] as TranslatedText[], lang)
      : (textsOf(row[title.name], title.kind)[0] ?? '')
    : ''
  let best = { score: 5, text: '' }
  for (const field of searched)
    for (const text of textsOf(row[field.name], field.kind)) {
      const score = matchScore(text, term)
      if (score < best.score || (score === best.score && text.length < best.text.length))
        best = { score, text }
    }
  const record: RankedRecord = {
    _id: String(row._id),
    title: titleText || best.text || String(row._id),
    score: best.score,
    length: best.text.length
  }
  if (best.text && best.text !== record.title) record.detail = best.text
  return record
}

/** Best first: better match, then shorter matching text, then id (oldest first) so that answers are stable. */
export const byRank = (a: RankedRecord, b: RankedRecord) =>
  a.score - b.score || a.length - b.length || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
