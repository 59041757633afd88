import fs from 'node:fs'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertSafeKey, assertSafePrefix } from './storage-key'
import type { PutOptions, Storage, StoredRead, StoredStat } from './storage.types'

export interface S3Settings {
  bucket: string
  /** An S3-compatible server (MinIO, R2, …); AWS itself when unset. */
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  /** `host/bucket/key` addressing, which most S3-compatible servers need. */
  forcePathStyle: boolean
  /** Put before every key, so that one bucket can hold several installations (`tutor-admin/`). */
  prefix: string
}

/** Parts of a streamed upload: 8 MB each, two in flight, so a large file costs about 16 MB of memory. */
const PART_SIZE = 8 * 1024 * 1024
const QUEUE_SIZE = 2

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

/** Objects of an S3-compatible bucket. */
export class S3Storage implements Storage {
  readonly kind = 's3'
  readonly client: S3Client

  constructor(readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers do not read the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {})
    })
  }

  private key(key: string) {
    return this.settings.prefix + assertSafeKey(key)
  }

  async put(key: string, body: Readable, options: PutOptions = {}) {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.key(key),
        Body: body,
        ContentType: options.contentType
      },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false
    })
    try {
      await upload.done()
    } catch (error) {
      body.destroy()
      throw error
    }
  }

  async putFile(key: string, file: string, options: PutOptions & { move?: boolean } = {}) {
    await this.put(key, fs.createReadStream(file), options)
    if (options.move) await fs.promises.rm(file, { force: true })
  }

  async stat(key: string): Promise<StoredStat | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) })
      )
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  async get(key: string, range?: { start: number; end?: number }): Promise<StoredRead | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {})
        })
      )
      const body = answer.Body as Readable
      const modified = answer.LastModified ?? new Date(0)
      if (!range) return { body, size: answer.ContentLength ?? 0, modified }
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '')
      const size = total ? Number(total[1]) : (answer.ContentLength ?? 0)
      const bounds = /bytes (\d+)-(\d+)/.exec(answer.ContentRange ?? '')
      return {
        body,
        size,
        modified,
        range: bounds
          ? { start: Number(bounds[1]), end: Number(bounds[2]) }
          : { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) }
      }
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  async remove(key: string) {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }))
    } catch (error) {
      if (!isMissing(error)) throw error
    }
  }

  private async *listFull(prefix: string): AsyncIterable<string> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token })
      )
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }

  async removePrefix(prefix: string) {
    const full = this.settings.prefix + assertSafePrefix(prefix)
    let batch: string[] = []
    const flush = async () => {
      if (batch.length === 0) return
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true }
        })
      )
      batch = []
    }
    for await (const key of this.listFull(full)) {
      batch.push(key)
      if (batch.length === 1000) await flush()
    }
    await flush()
  }

  async *list(prefix: string): AsyncIterable<string> {
    const full = this.settings.prefix + (prefix === '' ? '' : assertSafePrefix(prefix))
    for await (const key of this.listFull(full)) yield key.slice(this.settings.prefix.length)
  }
}
