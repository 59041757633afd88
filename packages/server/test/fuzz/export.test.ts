import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { actors, MAX_URL, queryString } from './call-builders'
import { FuzzTarget, type Call, type Inspect } from './fuzz-target'
import { controlsOf, queryOf, type QueryVocabulary } from './hostile-queries'
import { backtrackingRegex, hostileScalar, PROTOTYPE_NAMES } from './hostile-values'

/**
 * Exports (C13, R-IO-03) with hostile formats and list queries: 2xx or 4xx (Feathers JSON), and a
 * 200 is a whole file of the format asked for, never a connection cut mid-download.
 */
let target: FuzzTarget
const minute = 120_000
const TYPES: Record<string, RegExp> = {
  csv: /^text\/csv/,
  xlsx: /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/
}

beforeAll(async () => {
  target = await FuzzTarget.start()
}, minute)
afterAll(async () => {
  if (target) console.info(`fuzz export: ${target.summary()}`)
  await target?.stop()
})

const goodFormat = fc.constantFrom<unknown>('csv', 'xlsx', undefined)
const oddFormat = fc.constantFrom<unknown>(
  'CSV',
  'xls',
  '',
  'json',
  'csv\u0000',
  'csv ',
  ['csv', 'xlsx'],
  { a: 'csv' },
  ...PROTOTYPE_NAMES
)

/** The format a request asks for: `csv` when none is given (C13). */
const askedFormat = (path: string) => new URL(path, 'http://x').searchParams.getAll('format')

/** A 200 must be a whole file in the format asked for, which a CSV parser or a workbook reader opens. */
const wholeFile: Inspect = async (call, outcome) => {
  if (outcome.status !== 200 || call.transport !== 'rest') return undefined
  const asked = askedFormat(call.path)
  const wanted = asked.length === 0 ? 'csv' : asked.length === 1 ? asked[0] : undefined
  if (wanted !== 'csv' && wanted !== 'xlsx') return 'export answered 200 to a format other than csv or xlsx'
  const type = String(outcome.headers['content-type'] ?? '')
  if (!TYPES[wanted].test(type)) return `export of ${wanted} answered content type ${type}`
  const bytes = outcome.raw ?? Buffer.alloc(0)
  try {
    if (wanted === 'csv') {
      const rows = parse(bytes, { bom: true }) as string[][]
      if (!rows.length || !rows[0].includes('_id')) return 'export csv without its header row'
    } else {
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
      if (!workbook.worksheets[0]) return 'export xlsx without a sheet'
    }
  } catch (error) {
    return `export ${wanted} does not open: ${(error as Error).message.slice(0, 80)}`
  }
  return undefined
}

const exportCalls = (
  queryArb: (vocabulary: QueryVocabulary) => fc.Arbitrary<Record<string, unknown>>,
  format: fc.Arbitrary<unknown> = goodFormat
) =>
  fc
    .constantFrom(
      ...target.paths().map((paths): QueryVocabulary => ({ paths, ids: target.idsOf(paths.name) }))
    )
    .chain((vocabulary) =>
      fc
        .tuple(actors, format, fc.option(queryArb(vocabulary), { nil: undefined, freq: 4 }))
        .map(([actor, chosen, query]): Call => {
          const formatOnly = chosen === undefined ? {} : { format: chosen }
          const full = queryString({ ...formatOnly, ...query })
          // Only the socket could carry a longer query, and exports are REST only.
          const search = full.length > MAX_URL ? queryString(formatOnly) : full
          return {
            transport: 'rest',
            actor,
            method: 'GET',
            path: `/api/export/${vocabulary.paths.name}${search ? `?${search}` : ''}`
          }
        })
    )

describe('hostile exports (C13, R-IO-03, R-ERR-08)', () => {
  it(
    'formats other than csv and xlsx, prototype names among them',
    async () => {
      await target.expectNoFindings(
        await target.fuzz(
          'export-formats',
          exportCalls(() => fc.constant({}), fc.oneof(goodFormat, oddFormat)),
          120,
          wholeFile
        )
      )
    },
    minute
  )

  it(
    'hostile list queries: a 200 is always a whole file that opens',
    async () => {
      const queries = (v: QueryVocabulary) => queryOf(v, { scalar: hostileScalar() })
      await target.expectNoFindings(await target.fuzz('export-queries', exportCalls(queries), 200, wholeFile))
    },
    minute
  )

  it(
    'regular expressions and controls ($sort, $limit, $cursor …) that fail only in the database',
    async () => {
      const queries = (v: QueryVocabulary) =>
        fc.oneof(
          fc
            .tuple(fc.constantFrom(...v.paths.filterable), backtrackingRegex)
            .map(([path, pattern]) => ({ [path]: { $regex: pattern } })),
          controlsOf(v)
        )
      await target.expectNoFindings(
        await target.fuzz('export-controls', exportCalls(queries), 120, wholeFile)
      )
    },
    minute
  )
})
