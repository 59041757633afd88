import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { assertSafeKey, assertSafePrefix } from './storage-key'
import type { Storage, StoredRead, StoredStat } from './storage.types'

/** Half-written objects, beside the kept ones so that finishing one is a rename; no key starts with a dot. */
const PARTIAL_DIR = '.partial'

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Files under a folder of the local disk (`DATA_DIR/uploads` by default). */
export class LocalStorage implements Storage {
  readonly kind = 'local'

  constructor(readonly root: string) {}

  /** The file of a key; keys are checked, so it is always inside the root. */
  fileOf(key: string) {
    return path.join(this.root, ...assertSafeKey(key).split('/'))
  }

  private async partial() {
    const dir = path.join(this.root, PARTIAL_DIR)
    await fs.promises.mkdir(dir, { recursive: true })
    return path.join(dir, randomUUID())
  }

  /** Moves a finished file into place in one step, so that readers never see half of it. */
  private async place(key: string, from: string) {
    const target = this.fileOf(key)
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    await fs.promises.rename(from, target)
  }

  async put(key: string, body: Readable) {
    const partial = await this.partial()
    try {
      await pipeline(body, fs.createWriteStream(partial, { flags: 'wx' }))
      await this.place(key, partial)
    } catch (error) {
      await fs.promises.rm(partial, { force: true })
      throw error
    }
  }

  async putFile(key: string, file: string, options: { move?: boolean } = {}) {
    if (options.move) {
      try {
        await this.place(key, file)
        return
      } catch (error) {
        // Another file system: copy, then remove.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      }
    }
    await this.put(key, fs.createReadStream(file))
    if (options.move) await fs.promises.rm(file, { force: true })
  }

  async stat(key: string): Promise<StoredStat | undefined> {
    try {
      const stat = await fs.promises.stat(this.fileOf(key))
      return stat.isFile() ? { size: stat.size, modified: stat.mtime } : undefined
    } catch (error) {
      if (missing(error)) return undefined
      throw error
    }
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<StoredRead | undefined> {
    const file = this.fileOf(key)
    let handle: fs.promises.FileHandle
    try {
      handle = await fs.promises.open(file, 'r')
    } catch (error) {
      if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined
      throw error
    }
    // Read through the handle opened above: a file replaced meanwhile is read whole, old or new.
    const stat = await handle.stat()
    if (!stat.isFile()) {
      await handle.close()
      return undefined
    }
    const bounds = range && { start: range.start, end: Math.min(range.end ?? stat.size - 1, stat.size - 1) }
    const body = handle.createReadStream(bounds ?? {})
    return { body, size: stat.size, modified: stat.mtime, ...(bounds ? { range: bounds } : {}) }
  }

  async remove(key: string) {
    await fs.promises.rm(this.fileOf(key), { force: true })
  }

  async removePrefix(prefix: string) {
    assertSafePrefix(prefix)
    await fs.promises.rm(path.join(this.root, ...prefix.slice(0, -1).split('/')), {
      recursive: true,
      force: true
    })
  }

  async *list(prefix: string): AsyncIterable<string> {
    const base =
      prefix === '' ? this.root : path.join(this.root, ...assertSafePrefix(prefix).slice(0, -1).split('/'))
    let entries: fs.Dirent[]
    try {
      entries = await fs.promises.readdir(base, { withFileTypes: true, recursive: true })
    } catch (error) {
      if (missing(error)) return
      throw error
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue
      const relative = path
        .relative(this.root, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/')
      if (!relative.startsWith(PARTIAL_DIR + '/')) yield relative
    }
  }
}
