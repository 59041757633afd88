import type { Knex } from 'knex'
import qs from 'qs'
import type { Engine } from './bench-options'
import type { Statement } from './floor-server'
import { pick, type Random } from './teacher-data'

/** How a query's figures are judged against the goals of the issue. */
export type Goal =
  | { kind: 'floor'; ratio: number }
  | { kind: 'p50'; ms: number }
  | { kind: 'like'; key: string; ratio: number }
  | { kind: 'none' }

/** One timed query: the API paths it is asked with (used in turn), or only SQL when it has no API form. */
export interface QueryCase {
  key: string
  title: string
  goal: Goal
  paths?: string[]
  /** SQL of a comparison that the API does not run (the plain scan), per variant. */
  statements?: Statement[][]
  /**
   * Timed requests per side, at least: a page answered in about a millisecond is asked more often
   * than `--requests`, for a median steady enough for its ratio (at 200 requests, runs of the same
   * code put page 200 at 1.17× and 1.30× the floor).
   */
  samples?: number
  /**
   * Timed requests, at most: a reference row of whole-table scans (hundreds of milliseconds each)
   * stays a minute's work whatever `--requests` asks of the queries under test.
   */
  atMost?: number
}

/** Requests per side of the queries answered in about a millisecond. */
export const PAGE_SAMPLES = 2000

/** Runs of the plain LIKE scan beside Q3: a reference, not a goal. */
const SCAN_RUNS = 50

const PAGE = 25
const path = (query: Record<string, unknown>) => `/api/teachers?${qs.stringify(query)}`

/** Search terms: three letters of names as people type them. */
export const searchTerms = (random: Random, words: string[], count: number) =>
  Array.from({ length: count }, () =>
    pick(
      random,
      words.filter((word) => word.length >= 3)
    )
      .slice(0, 3)
      .toLowerCase()
  )

/** Q3 without the trigram index: a case-insensitive LIKE that must read every row. */
const plainScan = (knex: Knex, term: string): Statement[] => {
  const where = `lower("name") LIKE ? OR lower("email") LIKE ?`
  const like = `%${term}%`
  return [
    `SELECT count(*) AS total FROM "teachers" WHERE ${where}`,
    `SELECT * FROM "teachers" WHERE ${where} ORDER BY "hourlyRate" ASC NULLS FIRST, "_id" ASC LIMIT ${PAGE}`
  ].map((sql) => {
    const native = knex.raw(sql, [like, like]).toSQL().toNative()
    return { sql: native.sql, bindings: [...native.bindings] }
  })
}

/**
 * The goal of a first page and a page further in: close to the bare SQL on SQLite; on PostgreSQL,
 * whose floor is a network round trip per statement, a time with the estimated total.
 */
const pageGoal = (engine: Engine): Goal =>
  engine === 'sqlite' ? { kind: 'floor', ratio: 1.3 } : { kind: 'p50', ms: 5 }

/** Q1..Q4 and Q6 of the issues; Q5 needs a cursor from the running server (see `cursorCases`). */
export const queryCases = (
  engine: Engine,
  knex: Knex,
  random: Random,
  areaIds: string[],
  terms: string[]
): QueryCase[] => {
  const newest = { $sort: { created: -1 }, $limit: PAGE }
  const search = (term: string) => ({
    $or: [{ name: { $contains: term } }, { email: { $contains: term } }],
    $sort: { hourlyRate: 1 },
    $limit: PAGE
  })
  const filtered = () => {
    const low = 80 + Math.floor(random() * 700)
    return {
      area: { $in: Array.from({ length: 5 }, () => pick(random, areaIds)) },
      hourlyRate: { $gte: low, $lte: low + 200 },
      status: 'active',
      $sort: { hourlyRate: -1 },
      $limit: PAGE
    }
  }
  return [
    {
      key: 'Q1',
      title: 'first page, created desc, total',
      goal: pageGoal(engine),
      samples: PAGE_SAMPLES,
      paths: [path(newest)]
    },
    {
      key: 'Q2',
      title: 'page 200, created desc, total',
      goal: pageGoal(engine),
      samples: PAGE_SAMPLES,
      paths: [path({ ...newest, $skip: 199 * PAGE })]
    },
    {
      key: 'Q3',
      title: '$contains 3 chars, name or email',
      goal: { kind: 'p50', ms: 40 },
      paths: terms.map((term) => path(search(term)))
    },
    {
      key: 'Q3 scan',
      title: `the same as a plain LIKE scan (${SCAN_RUNS} runs at most)`,
      goal: { kind: 'none' },
      atMost: SCAN_RUNS,
      statements: terms.map((term) => plainScan(knex, term))
    },
    {
      key: 'Q4',
      title: '$in 5 areas + rate range + status',
      goal: { kind: 'p50', ms: 30 },
      paths: Array.from({ length: 10 }, () => path(filtered()))
    },
    {
      // 4% of the rows (40,000 of 1M), sorted only while that stays within `unindexedSortLimit`.
      key: 'Q6',
      title: '$in 12 of 300 areas, sorted by experienceYears (no index)',
      goal: { kind: 'p50', ms: 150 },
      paths: Array.from({ length: 10 }, (_, variant) =>
        path({
          area: { $in: Array.from({ length: 12 }, (_, at) => areaIds[(variant * 12 + at) % areaIds.length]) },
          $sort: { experienceYears: 1 },
          $limit: PAGE
        })
      )
    }
  ]
}

/** Q5: keyset pages at the start and `depth` rows deep, from cursors the server gave. */
export const cursorCases = (first: string, deep: string[], depth: number): QueryCase[] => [
  {
    key: 'Q5 first',
    title: 'cursor, first page',
    goal: { kind: 'none' },
    paths: [first],
    samples: PAGE_SAMPLES
  },
  {
    key: 'Q5 deep',
    title: `cursor, ${depth.toLocaleString('en')} rows deep`,
    goal: { kind: 'like', key: 'Q5 first', ratio: 1.5 },
    paths: deep,
    samples: PAGE_SAMPLES
  }
]

export const cursorQuery = (cursor: string, limit = PAGE) =>
  path({ $sort: { created: -1 }, $limit: limit, $cursor: cursor })
