import type { Context } from 'koa'
import type { Storage, StoredRead } from '../../storage'

const YEAR_SECONDS = 365 * 24 * 3600
const DAY_SECONDS = 24 * 3600

/** Files answered here run nothing, even when opened on their own. */
export const FILE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox"

/**
 * Cache rules of a file (docs/media.md): a URL naming the file's version (`?v=`) never changes,
 * so browsers keep it a year; without it, a day, then they ask again with the ETag.
 */
export const setCaching = (ctx: Context, etag: string, version: string) => {
  ctx.etag = etag
  ctx.set(
    'Cache-Control',
    ctx.query.v === version ? `public, max-age=${YEAR_SECONDS}, immutable` : `public, max-age=${DAY_SECONDS}`
  )
  ctx.set('Content-Security-Policy', FILE_POLICY)
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
}

/**
 * Whether the browser's copy is current: 304 then, with nothing read. The ETag alone decides: a
 * `Cache-Control: no-cache` in the request (which fetch adds to conditional requests) asks for
 * this very check, not for the bytes.
 */
export const answeredFresh = (ctx: Context) => {
  ctx.status = 200
  const etag = ctx.response.get('ETag')
  const tags = ctx
    .get('If-None-Match')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
  if (!tags.some((tag) => tag === etag || tag === '*')) return false
  ctx.status = 304
  return true
}

type Range = { start: number; end?: number } | 'unsatisfiable' | undefined

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; several ranges are answered whole. */
const parseRange = (header: string | undefined, size: number): Range => {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}

/**
 * Answers a kept object, with `Range` requests (audio and video seek with them) and HEAD read from
 * the object's size alone. Answers false when the object is gone.
 */
export const sendStored = async (
  ctx: Context,
  storage: Storage,
  key: string,
  type: string
): Promise<boolean> => {
  ctx.set('Accept-Ranges', 'bytes')
  ctx.type = type
  const asked = ctx.get('Range')
  const ifRange = ctx.get('If-Range')
  const ranged = Boolean(asked) && (!ifRange || ifRange === ctx.response.get('ETag'))
  if (ctx.method === 'HEAD' || ranged) {
    const stat = await storage.stat(key)
    if (!stat) return false
    const range = ranged ? parseRange(asked, stat.size) : undefined
    if (range === 'unsatisfiable') {
      ctx.status = 416
      ctx.set('Content-Range', `bytes */${stat.size}`)
      ctx.body = ''
      return true
    }
    if (ctx.method === 'HEAD') {
      ctx.length = range ? (range.end ?? stat.size - 1) - range.start + 1 : stat.size
      if (range) {
        ctx.status = 206
        ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
      }
      return true
    }
    return answer(ctx, await storage.get(key, range))
  }
  // The common case reads at once: one request to storage, no size asked first.
  return answer(ctx, await storage.get(key))
}

const answer = (ctx: Context, read: StoredRead | undefined) => {
  if (!read) return false
  if (read.range) {
    ctx.status = 206
    ctx.set('Content-Range', `bytes ${read.range.start}-${read.range.end}/${read.size}`)
    ctx.length = read.range.end - read.range.start + 1
  } else ctx.length = read.size
  ctx.body = read.body
  return true
}
