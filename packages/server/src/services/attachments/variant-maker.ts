import { Readable } from 'node:stream'
import { LRUCache } from 'lru-cache'
import type { WorkLock } from '../../cluster/redis-lock'
import type { Logger } from '../../logging/logger'
import type { Storage } from '../../storage'
import { variantKey, type ImageFormat, type StoredFile, type Variant } from './attachment-files'
import { makeVariant } from './image-variant'

/** Variants made at once; more wait their turn, so that a burst of new images cannot fill the memory. */
const AT_ONCE = 2
/** Kept variants answered from memory: their bytes, most recently asked first, up to this much. */
const RECENT_BYTES = 32 * 1024 * 1024
/** Larger variants are streamed from storage every time. */
const RECENT_ENTRY_BYTES = 1024 * 1024

/**
 * Makes each variant of an image once, on its first request, and keeps it in storage (R-MED-12):
 * requests for a variant being made wait for it rather than making it again, in this process and,
 * with a lock shared by the processes, in the others too.
 */
export class VariantMaker {
  /** How many variants this process made: the same one asked for at once counts once. */
  made = 0
  /** Held while a variant is made, so that other processes wait and then read it from storage. */
  lock?: WorkLock
  private readonly pending = new Map<string, Promise<Buffer | undefined>>()
  private running = 0
  private readonly queue: Array<() => void> = []
  /** By storage key, which changes with the file: a replaced image never answers its old bytes. */
  private readonly recent = new LRUCache<string, Buffer>({
    maxSize: RECENT_BYTES,
    maxEntrySize: RECENT_ENTRY_BYTES,
    sizeCalculation: (bytes) => bytes.length
  })

  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger
  ) {}

  /**
   * The bytes of a variant already made, from memory or else read from storage; undefined when it
   * is not made yet, or too large to hold (then it is streamed from storage).
   */
  async kept(file: StoredFile, variant: Variant, format: ImageFormat): Promise<Buffer | undefined> {
    const key = variantKey(file, variant, format)
    const known = this.recent.get(key)
    if (known) return known
    const read = await this.storage.get(key)
    if (!read) return undefined
    if (read.size > RECENT_ENTRY_BYTES) {
      read.body.destroy()
      return undefined
    }
    const bytes = await streamToBuffer(read.body)
    this.recent.set(key, bytes)
    return bytes
  }

  /** The variant's bytes once made, or undefined when the original is gone or is not a readable image. */
  make(file: StoredFile, variant: Variant, format: ImageFormat): Promise<Buffer | undefined> {
    const key = variantKey(file, variant, format)
    let work = this.pending.get(key)
    if (!work) {
      const build = () => this.turn(() => this.build(file, key, variant, format))
      work = (this.lock ? this.lockedBuild(key, build) : build()).finally(() => this.pending.delete(key))
      this.pending.set(key, work)
    }
    return work
  }

  /** Without the shared lock (Redis unreachable), a variant may be made twice rather than not at all. */
  private async lockedBuild(key: string, build: () => Promise<Buffer | undefined>) {
    let started = false
    try {
      return await this.lock!.run(key, () => {
        started = true
        return build()
      })
    } catch (error) {
      if (started) throw error
      this.logger.warn({ err: error }, 'The lock of image variants is unreachable: making it here')
      return build()
    }
  }

  private async build(file: StoredFile, key: string, variant: Variant, format: ImageFormat) {
    // Another process may have made it meanwhile.
    const kept = await this.storage.get(key)
    if (kept) return streamToBuffer(kept.body)
    const original = await this.storage.get(file.path)
    if (!original) return undefined
    let bytes: Buffer
    try {
      bytes = await makeVariant(original.body, variant, format)
    } catch (error) {
      original.body.destroy()
      this.logger.warn({ err: error, attachment: file._id, variant }, 'An image could not be read')
      return undefined
    }
    this.made += 1
    this.logger.debug({ attachment: file._id, variant, format }, 'image variant made')
    await this.storage.put(key, Readable.from([bytes]), {
      contentType: `image/${format === 'jpg' ? 'jpeg' : format}`
    })
    this.recent.set(key, bytes)
    return bytes
  }

  private async turn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.queue.push(resolve))
    this.running += 1
    try {
      return await work()
    } finally {
      this.running -= 1
      this.queue.shift()?.()
    }
  }
}

const streamToBuffer = async (stream: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
