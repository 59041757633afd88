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

/** GETs a URL and reads the whole body; fails on anything but 200. Answers the body and the time taken. */
export const timedGet = async (url: string, headers: Record<string, string> = {}) => {
  const start = performance.now()
  const response = await fetch(url, { headers })
  const text = await response.text()
  const ms = performance.now() - start
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`)
  return { ms, body: JSON.parse(text) }
}
