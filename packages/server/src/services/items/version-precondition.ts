import type { HookContext, NextFunction } from '@feathersjs/feathers'
import { ValidationFailure } from '@tutor-admin/shared'
import type { ItemsParams } from './items.types'

/** The query key that carries the version a write was based on, on any transport (sockets have no headers). */
export const IF_MODIFIED = '$ifModified'

/** A record's version: its `modified` time as the server writes it (ISO, milliseconds, UTC). */
const VERSION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const STRONG_ETAG = /^"([^"]*)"$/

/** The ETag of a record: its version, quoted. */
export const etagOf = (modified: unknown): string | undefined =>
  typeof modified === 'string' && VERSION.test(modified) ? `"${modified}"` : undefined

const headerOf = (params: ItemsParams | undefined, name: string): unknown =>
  (params?.headers as Record<string, unknown> | undefined)?.[name]

const fromIfMatch = (header: unknown): string | undefined => {
  if (header === undefined || header === '*') return undefined
  const version = typeof header === 'string' ? STRONG_ETAG.exec(header.trim())?.[1] : undefined
  if (version === undefined || !VERSION.test(version))
    throw new ValidationFailure('If-Match must be the ETag of the record', { 'If-Match': 'must be an ETag' })
  return version
}

/**
 * The version a patch or update was based on (`If-Match` over REST, else `$ifModified`), and the
 * params without that key. None: the write goes ahead whatever the record's version (as without it).
 */
export const readPrecondition = (params?: ItemsParams): { ifModified?: string; params?: ItemsParams } => {
  const { [IF_MODIFIED]: given, ...query } = params?.query ?? {}
  if (given !== undefined && (typeof given !== 'string' || !VERSION.test(given)))
    throw new ValidationFailure(`${IF_MODIFIED} must be the modified time of the record`, {
      [IF_MODIFIED]: 'must be an ISO time'
    })
  const ifModified = fromIfMatch(headerOf(params, 'if-match')) ?? given
  return { ifModified, params: params && { ...params, query } }
}

/**
 * The version a write gives a record: now, or just after its previous version when that is not
 * earlier (two writes within one millisecond, or a clock set back), so that every write changes it.
 */
export const nextVersion = (previous: unknown, now = Date.now()): string => {
  const last = typeof previous === 'string' ? Date.parse(previous) : Number.NaN
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString()
}

/** Answers REST reads and writes of one record with its version as `ETag`. */
export const recordEtag = async (context: HookContext, next: NextFunction) => {
  await next()
  if (context.params.provider !== 'rest' || !context.http || context.id === null || context.id === undefined)
    return
  const etag = etagOf((context.result as { modified?: unknown } | undefined)?.modified)
  if (etag) context.http.headers = { ...context.http.headers, ETag: etag }
}
