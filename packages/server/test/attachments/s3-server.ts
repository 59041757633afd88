import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver'

export interface TestS3 {
  /** Environment that points the server at this bucket. */
  env: Record<string, string>
  endpoint: string
  bucket: string
  /** Every key in the bucket. */
  stop(): Promise<void>
}

/** A real S3-compatible server on 127.0.0.1 with an empty bucket, its data in a temporary folder. */
export const startTestS3 = async (bucket = 'media'): Promise<TestS3> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }]
  })
  const parts = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-parts-'))
  makePutsAtomic(server.store, parts)
  const address = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true'
    },
    async stop() {
      await server.close()
      for (const folder of [directory, parts]) fs.rmSync(folder, { recursive: true, force: true })
    }
  }
}

interface S3rverObject {
  bucket: string
  key: string
  content: Buffer | Readable
  metadata: Record<string, string>
}
interface S3rverStore {
  getResourcePath(bucket: string, key: string, kind: 'object'): string
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>
  putObject(object: S3rverObject): Promise<{ size: number; md5: string }>
}

/**
 * s3rver writes an object in place and its metadata before the file is flushed, so a read during a
 * write can answer part of the object, which S3 never does: here an object is written aside and
 * moved into place whole, its metadata after it.
 */
const makePutsAtomic = (store: S3rverStore, partsDirectory: string) => {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object')
    const part = path.join(partsDirectory, crypto.randomUUID())
    const md5 = crypto.createHash('md5')
    let size = 0
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        md5.update(chunk)
        size += chunk.length
        done(null, chunk)
      }
    })
    await pipeline(content, measure, fs.createWriteStream(part))
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true })
    await fs.promises.rename(part, objectPath)
    const digest = md5.digest('hex')
    await store.putMetadata(object.bucket, object.key, object.metadata, digest)
    return { size, md5: digest }
  }
}
