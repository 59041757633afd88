import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** A built file of the web app, held in memory with its compressed forms. */
export interface WebAsset {
  file: string
  body: Buffer
  /** Brotli and gzip forms, when the file is text and they are smaller. */
  br?: Buffer
  gzip?: Buffer
  etag: string
  mtimeMs: number
}

/** Larger files (media, source maps of a huge bundle) are streamed from disk instead. */
export const MAX_HELD_BYTES = 2 * 1024 * 1024

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/i

const smaller = (packed: Buffer, body: Buffer) => (packed.length < body.length ? packed : undefined)

const hold = (file: string, stat: fs.Stats): WebAsset => {
  const body = fs.readFileSync(file)
  const text = TEXT.test(file)
  return {
    file,
    body,
    br: text
      ? smaller(
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
            }
          }),
          body
        )
      : undefined,
    gzip: text ? smaller(zlib.gzipSync(body, { level: 9 }), body) : undefined,
    etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    mtimeMs: stat.mtimeMs
  }
}

/**
 * The web app's files read and compressed once, then answered from memory: a page load asks for
 * dozens of small chunks, and reading each from disk again cost the server more than the rest of
 * the load. Content-hashed files under `assets/` never change; others are checked against the
 * disk on each request so that a rebuild is served at once.
 */
export class WebAssets {
  private readonly held = new Map<string, WebAsset>()

  constructor(readonly root: string) {}

  /**
   * The file at a path of the app, 'large' for one to stream from disk, or undefined when there is
   * no such file inside the root.
   */
  find(relative: string): WebAsset | 'large' | undefined {
    const file = path.join(this.root, relative)
    if (!file.startsWith(this.root + path.sep)) return undefined
    const known = this.held.get(file)
    const immutable = relative.startsWith('/assets/') || relative.startsWith('assets/')
    if (known && immutable) return known
    let stat: fs.Stats | undefined
    try {
      stat = fs.statSync(file, { throwIfNoEntry: false })
    } catch {
      return undefined
    }
    if (!stat?.isFile()) {
      this.held.delete(file)
      return undefined
    }
    if (stat.size > MAX_HELD_BYTES) return 'large'
    if (known && known.mtimeMs === stat.mtimeMs && known.body.length === stat.size) return known
    const asset = hold(file, stat)
    this.held.set(file, asset)
    return asset
  }
}
