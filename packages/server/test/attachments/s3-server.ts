import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
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
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }
}
