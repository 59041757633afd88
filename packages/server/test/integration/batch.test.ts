import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { QUERY_LIMITS } from '@tutor-admin/shared'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  for (const name of ['陳大文', '李小明', '張美玲'])
    expect(
      (await server.request('POST', '/api/teachers', { name, email: `${name}@example.com` })).status
    ).toBe(201)
})
afterAll(() => server?.stop())

const newest = { $limit: 2, $sort: { modified: -1 }, $select: ['_id', 'name'] }

describe('several finds in one call (POST /api/batch)', () => {
  it('answers each find in order as its own GET would', async () => {
    const answer = await server.request('POST', '/api/batch', {
      finds: [
        { service: 'teachers', query: newest },
        { service: 'regAreas', query: { $limit: 0 } },
        { service: 'teachers' }
      ]
    })
    expect(answer.status).toBe(201)
    const alone = await server.request(
      'GET',
      '/api/teachers?$limit=2&$sort[modified]=-1&$select[0]=_id&$select[1]=name'
    )
    expect(answer.body.results[0]).toEqual({ result: alone.body })
    expect(answer.body.results[1].result).toMatchObject({ total: 0, data: [] })
    expect(answer.body.results[2].result).toMatchObject({ total: 3, limit: 10 })
  })

  it("refuses a find the caller may not make in its place, as the caller's own call would", async () => {
    const editor = await server.signIn({ role: 'editor' })
    const answer = await server.client(editor.token).request('POST', '/api/batch', {
      finds: [
        { service: 'teachers', query: { $limit: 0 } },
        { service: 'users', query: { $limit: 0 } }
      ]
    })
    expect(answer.status).toBe(201)
    expect(answer.body.results[0].result.total).toBe(3)
    expect(answer.body.results[1]).toEqual({
      error: expect.objectContaining({ name: 'Forbidden', code: 403 })
    })
    const alone = await server.client(editor.token).request('GET', '/api/users?$limit=0')
    expect(alone.status).toBe(403)
  })

  it('answers a bad query in its place with the 400 of the service', async () => {
    const answer = await server.request('POST', '/api/batch', {
      finds: [
        { service: 'teachers', query: { nosuchfield: 1 } },
        { service: 'teachers', query: { $limit: 1 } }
      ]
    })
    expect(answer.body.results[0].error).toMatchObject({ name: 'BadRequest', code: 400 })
    expect(answer.body.results[1].result.data).toHaveLength(1)
  })

  it.each([
    ['no finds', {}, 'finds'],
    ['an empty list', { finds: [] }, 'finds'],
    [
      'too many finds',
      { finds: Array.from({ length: QUERY_LIMITS.maxBatchFinds + 1 }, () => ({ service: 'teachers' })) },
      'finds'
    ],
    ['an unknown service', { finds: [{ service: 'nosuch' }] }, 'finds.0.service'],
    [
      'a service that is not a collection',
      { finds: [{ service: 'teachers' }, { service: 'authentication' }] },
      'finds.1.service'
    ],
    ['itself', { finds: [{ service: 'batch' }] }, 'finds.0.service'],
    ['the catalogue', { finds: [{ service: 'schemas' }] }, 'finds.0.service'],
    ['a query that is not an object', { finds: [{ service: 'teachers', query: [1] }] }, 'finds.0.query'],
    ['a prototype name', { finds: [{ service: '__proto__' }] }, 'finds.0.service']
  ])('refuses %s with 400 and a message for the field', async (_case, body, field) => {
    const answer = await server.request('POST', '/api/batch', body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toHaveProperty([field])
  })

  it('needs a signed-in caller (401)', async () => {
    const answer = await server
      .client(null)
      .request('POST', '/api/batch', { finds: [{ service: 'teachers' }] })
    expect(answer.status).toBe(401)
  })

  it('answers over the socket too, and sends no event to anyone', async () => {
    const watcher = await server.socket(server.token)
    const caller = await server.socket(server.token)
    const answer = await caller.call('create', 'batch', {
      finds: [{ service: 'teachers', query: { $limit: 0 } }]
    })
    expect(answer).toMatchObject({ status: 201, body: { results: [{ result: { total: 3 } }] } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect([...watcher.events, ...caller.events].filter(({ event }) => event.startsWith('batch'))).toEqual([])
    watcher.close()
    caller.close()
  })
})
