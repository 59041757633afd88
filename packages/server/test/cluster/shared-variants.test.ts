import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formOf, makeJpeg } from '../attachments/media-fixtures'
import { startTestS3, type TestS3 } from '../attachments/s3-server'
import { startCluster, type ServerProcess } from './cluster-support'

/**
 * Three processes keeping uploads in one S3-compatible bucket: an image variant asked of all of
 * them at once is made by one process only, and every answer has the same bytes.
 */
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'one SQLite file'

let s3: TestS3
let servers: ServerProcess[]
let stop: () => Promise<void>

beforeAll(async () => {
  s3 = await startTestS3()
  const cluster = await startCluster(3, { ...s3.env, LOG_LEVEL: 'debug' })
  servers = cluster.servers
  stop = cluster.stop
}, 180_000)
afterAll(async () => {
  await stop?.()
  await s3?.stop()
})

const madeLines = (server: ServerProcess, mark: number) =>
  server.outputSince(mark).filter((line) => line.includes('"image variant made"')).length

describe(`image variants with three processes on ${engine}, Redis and object storage`, () => {
  it('makes a variant asked of every process at once only once', async () => {
    const [a] = servers
    const response = await fetch(`${a.url}/api/attachments/upload/news/others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}` },
      body: formOf([{ name: 'shared.jpg', bytes: await makeJpeg(1600, 1200) }])
    })
    expect(response.status).toBe(201)
    const { info } = await response.json()
    const marks = servers.map((server) => server.outputMark())
    const answers = await Promise.all(
      servers.flatMap((server) =>
        Array.from({ length: 8 }, async () => {
          const answer = await fetch(`${server.url}/api/attachments/${info._id}.medium.webp`)
          expect(answer.status).toBe(200)
          return Buffer.from(await answer.arrayBuffer())
        })
      )
    )
    expect(answers.every((bytes) => bytes.equals(answers[0]))).toBe(true)
    const made = servers.map((server, i) => madeLines(server, marks[i]))
    expect(
      made.reduce((sum, count) => sum + count, 0),
      `made per process: ${made}`
    ).toBe(1)
  })
})
