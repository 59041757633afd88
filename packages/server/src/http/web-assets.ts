import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** A built file of the web app, held in memory with its compressed forms. */
export interface WebAsset {
  file: string
  body: Buffer
  /** Brotli and gzip forms, when the file is text and they are smaller. */
  br?: Buffer
  gzip?: Buffer
  etag: string
  /** Content-hashed (under `assets/`): never changes, cacheable for a year. */
  immutable: boolean
  mtimeMs: number
}

/** Larger files (media, source maps of a huge bundle) are streamed from disk instead. */
export const MAX_HELD_BYTES = 2 * 1024 * 1024

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|xml)$/i
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const smaller = (packed: Buffer, body: Buffer) => (packed.length < body.length ? packed : undefined)

const hold = async (file: string, immutable: boolean, mtimeMs: number): Promise<WebAsset> => {
  const body = await fs.readFile(file)
  const text = TEXT.test(file)
  // Off the event loop: the first load after a start asks for dozens of files at once.
  const [br, gz] = text
    ? await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length
          }
        }),
        gzip(body, { level: 9 })
      ])
    : []
  return {
    file,
    body,
    br: br && smaller(br, body),
    gzip: gz && smaller(gz, body),
    etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    immutable,
    mtimeMs
  }
}

/**
 * The web app's files read and compressed once, then answered from memory: a page load asks for
 * dozens of small chunks, and reading each from disk again cost the server more than the rest of
 * the load. Content-hashed files under `assets/` never change; others are checked against the
 * disk on each request so that a rebuild is served at once.
 */
export class WebAssets {
  private readonly held = new Map<string, Promise<WebAsset>>()
  private readonly hashed: string

  constructor(readonly root: string) {
    this.hashed = path.join(root, 'assets') + path.sep
  }

  /** Whether the file at a path of the app is content-hashed, judged on the path as resolved. */
  isImmutable(relative: string) {
    return path.join(this.root, relative).startsWith(this.hashed)
  }

  /**
   * The file at a path of the app, 'large' for one to stream from disk, or undefined when there is
   * no such file inside the root.
   */
  async find(relative: string): Promise<WebAsset | 'large' | undefined> {
    const file = path.join(this.root, relative)
    if (!file.startsWith(this.root + path.sep)) return undefined
    const immutable = this.isImmutable(relative)
    const known = this.held.get(file)
    if (known && immutable) return known
    const stat = await fs.stat(file).catch(() => undefined)
    if (!stat?.isFile()) {
      this.held.delete(file)
      return undefined
    }
    if (stat.size > MAX_HELD_BYTES) return 'large'
    const current = await known?.catch(() => undefined)
    if (current && current.mtimeMs === stat.mtimeMs && current.body.length === stat.size) return current
    const loading = hold(file, immutable, stat.mtimeMs)
    this.held.set(file, loading)
    loading.catch(() => this.held.delete(file))
    return loading
  }
}
