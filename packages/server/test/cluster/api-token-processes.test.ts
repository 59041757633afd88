import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sleep, startCluster, type ServerProcess } from './cluster-support'

/**
 * API tokens on two server processes sharing the database and Redis (issue "Integrations"): a
 * token revoked through one is refused by the other within a second, though the other had it in
 * memory; a token's rate limit is the deployment's, counted on both.
 */
const RATE_LIMIT = 6
let a: ServerProcess
let b: ServerProcess
let stop: () => Promise<void>

beforeAll(async () => {
  const cluster = await startCluster(2, { API_TOKEN_RATE_LIMIT: String(RATE_LIMIT) })
  ;[a, b] = cluster.servers
  stop = cluster.stop
}, 180_000)
afterAll(() => stop?.())

const makeToken = async () => {
  const expires = new Date(Date.now() + 86_400_000).toISOString()
  const answer = await a.request('POST', '/api/apiTokens', { name: 'Reports', role: 'reader', expires })
  expect(answer.status).toBe(201)
  return answer.body as { _id: string; secret: string }
}

describe('API tokens across processes', () => {
  it('a token revoked on one process is refused on the other within 1 s', async () => {
    const token = await makeToken()
    const onB = b.client(token.secret)
    expect((await onB.request('GET', '/api/teachers')).status).toBe(200)
    expect((await a.request('DELETE', `/api/apiTokens/${token._id}`)).status).toBe(200)
    const revokedAt = Date.now()
    let answer = await onB.request('GET', '/api/teachers')
    while (answer.status === 200 && Date.now() - revokedAt < 1000) {
      await sleep(20)
      answer = await onB.request('GET', '/api/teachers')
    }
    expect(answer).toMatchObject({
      status: 401,
      body: { data: { code: 'apiTokenRefused', reason: 'revoked' } }
    })
    expect(Date.now() - revokedAt).toBeLessThan(1000)
  })

  it('counts a token’s requests on every process against one limit', async () => {
    const token = await makeToken()
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMIT; i++)
      statuses.push((await (i % 2 ? a : b).client(token.secret).request('GET', '/api/schemas')).status)
    expect(statuses).toEqual(Array(RATE_LIMIT).fill(200))
    const refused = await a.client(token.secret).request('GET', '/api/schemas')
    expect(refused).toMatchObject({ status: 429, body: { data: { code: 'tooManyRequests' } } })
  })
})
