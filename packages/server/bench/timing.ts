import { performance } from 'node:perf_hooks'

/** Times of one kind of request, in milliseconds. */
export interface Timings {
  p50: number
  p95: number
  samples: number
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]

export const summarise = (durations: number[]): Timings => {
  const sorted = [...durations].sort((a, b) => a - b)
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), samples: sorted.length }
}

/**
 * Sends a request and reads the whole body; fails on any status but the one expected. Answers the
 * body and the time taken.
 */
export const timedFetch = async (url: string, init: RequestInit = {}, expected = 200) => {
  const start = performance.now()
  const response = await fetch(url, init)
  const text = await response.text()
  const ms = performance.now() - start
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return { ms, body: JSON.parse(text) }
}

/** GETs a URL and reads the whole body; fails on anything but 200. Answers the body and the time taken. */
export const timedGet = (url: string, headers: Record<string, string> = {}) => timedFetch(url, { headers })
