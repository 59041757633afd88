import type { Readable } from 'node:stream'

/** What is known of a kept object without reading it. */
export interface StoredStat {
  size: number
  modified: Date
}

/** An object being read: the whole of it, or the byte range asked for. */
export interface StoredRead extends StoredStat {
  body: Readable
  /** First and last byte sent, when a range was asked for. */
  range?: { start: number; end: number }
}

export interface PutOptions {
  contentType?: string
}

/**
 * Where uploaded files and their image variants are kept: the uploads folder of the data folder,
 * or an S3-compatible bucket. Keys are relative paths of `/`-separated segments (see `storage-key.ts`).
 */
export interface Storage {
  readonly kind: 'local' | 's3'
  /** Keeps a stream under a key, replacing what was there; nothing is left under the key when it fails. */
  put(key: string, body: Readable, options?: PutOptions): Promise<void>
  /** Keeps a file of the local disk under a key; with `move`, the file is gone afterwards. */
  putFile(key: string, file: string, options?: PutOptions & { move?: boolean }): Promise<void>
  /** Reads an object, or `start`..`end` (inclusive) of it; undefined when there is none. */
  get(key: string, range?: { start: number; end?: number }): Promise<StoredRead | undefined>
  stat(key: string): Promise<StoredStat | undefined>
  /** Removes one object; no error when there is none. */
  remove(key: string): Promise<void>
  /** Removes every object whose key starts with `prefix` (a folder: ends with `/`). */
  removePrefix(prefix: string): Promise<void>
  /** Every key under a prefix, in no particular order. */
  list(prefix: string): AsyncIterable<string>
}
