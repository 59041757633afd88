import type { ReactNode } from 'react'
import type { DisplayKind, ListColumn } from './buildColumns'
import { phoneParts } from './TextParts'

/** Kinds whose text may run long; dates, numbers and labels always show whole. */
const LONG_TEXT = new Set<DisplayKind>(['text', 'translated', 'rich', 'refs', 'list', 'enums', 'object'])

/** Whether a column's text may run long: then it wraps in {@link LongText}. */
export const runsLong = (column: ListColumn) => LONG_TEXT.has(column.kind) && !column.field.params?.email

// Chinese characters, kana, hangul and full-width forms are about as wide as an em.
const WIDE = /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u

/** About how many ems a text takes on one line. */
export const emsOf = (text: string): number => {
  let ems = 0
  for (const character of text) ems += WIDE.test(character) ? 1 : 0.55
  return ems
}

export interface LongTextProps {
  /** The whole text, for the tooltip. */
  text: string
  /** How it shows (the cell's value). */
  children: ReactNode
  /** Texts up to this many ems keep to one line; longer ones may wrap. */
  oneLineEms?: number
}

/**
 * The free text of a list cell: a short one on one line; a longer one wraps, at most two lines
 * (the rest cut, the whole text in the tooltip), and never narrower than 10 ems, so that a table
 * does not squeeze it to a sliver. Styled by `longTextStyle` on the list.
 */
export function LongText({ text, children, oneLineEms = 12 }: LongTextProps) {
  // A phone number wraps between its parts, each kept whole.
  if (phoneParts(text)) return <>{children}</>
  if (emsOf(text) <= oneLineEms) return <span className="one-line">{children}</span>
  return (
    <span className="clamped" title={text}>
      {children}
    </span>
  )
}

/** The looks of {@link LongText} and {@link LabelText}, given once to the list. */
export const longTextStyle = {
  '& .label-text': { display: 'inline-block', wordBreak: 'keep-all' },
  '& .one-line': { whiteSpace: 'nowrap' },
  '& .clamped': {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    whiteSpace: 'normal',
    minWidth: '10em'
  }
} as const

/** A label wraps between its words where its column is narrow, yet keeps lines of this many ems. */
const LABEL_LINE_EMS = 5

/** The narrowest a label may be: its lines at least 5 ems and about half of it, never wider than it. */
export const labelMinEms = (text: string): number => {
  const ems = emsOf(text)
  return Math.round(Math.min(ems, Math.max(LABEL_LINE_EMS, ems / 2 + 0.6)) * 10) / 10
}

/**
 * A label of a list cell (a status, a referenced record's name): on one line where there is room,
 * else wrapped between its words (never inside a word, nor between Chinese characters), on two
 * lines ("Central and / Western") rather than three.
 */
export function LabelText({ text, children }: { text: string; children: ReactNode }) {
  return (
    <span className="label-text" style={{ minWidth: `${labelMinEms(text)}em` }}>
      {children}
    </span>
  )
}
