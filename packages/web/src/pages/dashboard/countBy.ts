import { QUERY_LIMITS } from '@tutor-admin/shared'
import { sessionCall, type ServiceCall } from '../../api/serviceCall'

/** One bar or slice of a chart: its query on the server and the same test on a fetched row. */
export interface Bucket {
  query: Record<string, unknown>
  matches: (row: Record<string, unknown>) => boolean
}

type Page = { total: number; data: Array<Record<string, unknown>> }

/** Counts the records of a query on the server. */
export const count = async (
  service: string,
  query: Record<string, unknown>,
  call: ServiceCall = sessionCall
): Promise<number> => (await call<Page>(service, 'find', { query: { ...query, $limit: 0 } })).total

/**
 * The rows of a query, with only the fields a chart reads, when they fit in one page; else
 * undefined, and the chart counts on the server instead.
 */
export const fetchAllOrNothing = async (
  service: string,
  query: Record<string, unknown>,
  fields: string[],
  call: ServiceCall = sessionCall
): Promise<Array<Record<string, unknown>> | undefined> => {
  const page = await call<Page>(service, 'find', {
    query: { ...query, $select: fields, $limit: QUERY_LIMITS.maxLimit }
  })
  return page.total <= page.data.length ? page.data : undefined
}

/**
 * How many records of `query` fall in each bucket: counted in the browser from one call when the
 * rows fit in a page, else with one count call per bucket.
 */
export const countBy = async (
  service: string,
  query: Record<string, unknown>,
  fields: string[],
  buckets: Bucket[],
  call: ServiceCall = sessionCall
): Promise<number[]> => {
  const rows = await fetchAllOrNothing(service, query, fields, call)
  if (rows) return buckets.map((bucket) => rows.filter(bucket.matches).length)
  return Promise.all(buckets.map((bucket) => count(service, { ...query, ...bucket.query }, call)))
}
