import { performance } from 'node:perf_hooks'
import type { Knex } from 'knex'
import { captureSql } from './capture-sql'
import type { FloorServer } from './floor-server'
import type { CaseResult, WrittenRow } from './report'
import { summarise } from './timing'

const GOALS = { ratio: 1.3, rssIncreaseMb: 200 }
const RSS_SAMPLE_MS = 50
const MB = 1024 * 1024
const NEWLINE = 10

const mb = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en')} MB`

/** GETs a download to its last byte, counting its lines without keeping it; answers the time taken. */
const download = async (url: string, headers: Record<string, string> = {}) => {
  const start = performance.now()
  const response = await fetch(url, { headers })
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  let lines = 0
  for await (const chunk of response.body as AsyncIterable<Uint8Array>)
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines++
  return { ms: performance.now() - start, lines, total: Number(response.headers.get('x-total-count')) }
}
type Download = Awaited<ReturnType<typeof download>>

/** The server's peak resident memory while `work` runs, sampled every 50 ms. */
const withPeakRss = async <T>(rss: () => number, work: () => Promise<T>) => {
  let peak = rss()
  const sample = () => {
    peak = Math.max(peak, rss())
  }
  const timer = setInterval(sample, RSS_SAMPLE_MS)
  try {
    const result = await work()
    sample()
    return { result, peak }
  } finally {
    clearInterval(timer)
  }
}

/** Both sides wrote a header and one line per row the API counted. */
const checkLines = (api: Download, floor: Download) => {
  if (api.lines !== api.total + 1 || floor.lines !== api.lines)
    throw new Error(`E1: the API wrote ${api.lines} lines for ${api.total} rows, the floor ${floor.lines}`)
}

/** The server timed, and the one in this process whose knex tells the SQL of a request. */
export interface ExportServers {
  base: string
  /** The timed server's resident memory now. */
  rss: () => number
  sqlBase: string
  knex: Knex
}

/**
 * E1: the CSV export of every teacher, timed to its last byte, beside the floor: the export's
 * scan run by the bare driver's streaming, written by csv-stringify to an HTTP response. The
 * server's memory is sampled during the API's exports (the warm-up's included) against what it
 * held before the first.
 */
export const exportCases = async (
  { base, rss, sqlBase, knex }: ExportServers,
  headers: Record<string, string>,
  floor: FloorServer,
  runs: number
): Promise<[CaseResult, WrittenRow]> => {
  const path = '/api/export/teachers?format=csv'
  // The export counts its rows, then scans them: the floor runs the scan.
  const statements = await captureSql(knex, 'teachers', () => download(sqlBase + path, headers))
  const before = rss()
  let peak = before
  const viaApi = async () => {
    const measured = await withPeakRss(rss, () => download(base + path, headers))
    peak = Math.max(peak, measured.peak)
    return measured.result
  }
  const warmUp: Download = await viaApi()
  const scan = statements.find((statement) => !/count\s*\(/i.test(statement.sql))
  if (!scan) throw new Error(`E1: no scan among the export's SQL: ${statements.map((s) => s.sql).join('; ')}`)
  floor.csvRoute('E1', scan)
  const viaFloor = () => download(`${floor.url}/E1`)
  checkLines(warmUp, await viaFloor())
  const api: number[] = []
  const bare: number[] = []
  for (let run = 0; run < runs; run++) {
    const apiRun = await viaApi()
    const floorRun = await viaFloor()
    checkLines(apiRun, floorRun)
    api.push(apiRun.ms)
    bare.push(floorRun.ms)
  }
  const increase = peak - before
  return [
    {
      query: {
        key: 'E1',
        title: `CSV export of all ${warmUp.total.toLocaleString('en')} teachers (${runs} runs)`,
        goal: { kind: 'floor', ratio: GOALS.ratio }
      },
      api: summarise(api),
      floor: summarise(bare)
    },
    [
      'E1 RSS',
      'server RSS during the exports: peak, increase',
      `${mb(peak)} peak`,
      `+${mb(increase)}`,
      '-',
      '-',
      '-',
      `increase < ${GOALS.rssIncreaseMb} MB`,
      increase < GOALS.rssIncreaseMb * MB ? 'yes' : 'NO'
    ]
  ]
}
