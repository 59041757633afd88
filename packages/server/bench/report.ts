import type { Goal, QueryCase } from './bench-queries'
import type { Timings } from './timing'

/** The figures of one query: through the API and through the floor. */
export interface CaseResult {
  query: QueryCase
  api?: Timings
  floor?: Timings
}

/** A row whose cells are already written: figures other than a query's times. */
export type WrittenRow = string[]

export const ms = (value?: number) =>
  value === undefined ? '-' : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`
/** Rows written in `taken` milliseconds, as rows per second. */
export const rate = (rows: number, taken: number) =>
  `${Math.round(rows / (taken / 1000)).toLocaleString('en')} rows/s`
export const times = (value?: number) => (value === undefined ? '-' : `${value.toFixed(2)}x`)

const goalText = (goal: Goal) => {
  switch (goal.kind) {
    case 'floor':
      return `API <= ${goal.ratio}x floor`
    case 'p50':
      return `API p50 < ${goal.ms} ms`
    case 'like':
      return `API p50 <= ${goal.ratio}x ${goal.key}`
    case 'none':
      return ''
  }
}

const met = (result: CaseResult, all: CaseResult[]): string => {
  const { goal } = result.query
  const p50 = result.api?.p50
  if (goal.kind === 'none' || p50 === undefined) return ''
  if (goal.kind === 'floor') return result.floor && p50 <= goal.ratio * result.floor.p50 ? 'yes' : 'NO'
  if (goal.kind === 'p50') return p50 < goal.ms ? 'yes' : 'NO'
  const other = all.find((candidate) => candidate.query.key === goal.key)?.api?.p50
  return other !== undefined && p50 <= goal.ratio * other ? 'yes' : 'NO'
}

/** A query's figures as the cells of its row. */
const caseRow = (result: CaseResult, results: CaseResult[]) => [
  result.query.key,
  result.query.title,
  ms(result.api?.p50),
  ms(result.api?.p95),
  ms(result.floor?.p50),
  ms(result.floor?.p95),
  times(result.api && result.floor ? result.api.p50 / result.floor.p50 : undefined),
  goalText(result.query.goal),
  met(result, results)
]

/**
 * A plain-text table of p50/p95 per query, the ratio to the floor and whether the goal is met;
 * written rows in their place among them.
 */
export const formatTable = (entries: (CaseResult | WrittenRow)[]): string => {
  const header = ['query', 'what', 'API p50', 'API p95', 'floor p50', 'floor p95', 'API/floor', 'goal', 'met']
  const results = entries.filter((entry): entry is CaseResult => !Array.isArray(entry))
  const rows = entries.map((result) => (Array.isArray(result) ? result : caseRow(result, results)))
  return textTable(header, rows, (column) => column >= 2 && column <= 6)
}

/** A plain-text table: a header, a rule, the rows; figures (the columns `right` picks) aligned right. */
export const textTable = (header: string[], rows: string[][], right: (column: number) => boolean): string => {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length))
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (right(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}
