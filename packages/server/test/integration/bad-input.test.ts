import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const count = async () => (await server.request('GET', '/api/teachers?$limit=0')).body.total as number

beforeAll(async () => {
  server = await startTestServer()
  await server.request('POST', '/api/teachers', [{ name: 'Alpha', hourlyRate: 100 }, { name: 'Beta', hourlyRate: 200 }])
})
afterAll(() => server?.stop())

/** Every bad input gets a 4xx with Feathers JSON (C21), and the data does not change. */
describe('bad input never gives a 500 (R-ERR-08)', () => {
  const cases: Array<[string, string, string, unknown?, Record<string, string>?]> = [
    ['malformed JSON', 'POST', '/api/teachers', '{"name": ', { 'content-type': 'application/json' }],
    ['a JSON array of scalars', 'POST', '/api/teachers', '[1,2,3]', { 'content-type': 'application/json' }],
    ['a JSON string body', 'POST', '/api/teachers', '"hello"', { 'content-type': 'application/json' }],
    ['a negative $limit', 'GET', '/api/teachers?$limit=-5'],
    ['a non-numeric $skip', 'GET', '/api/teachers?$skip=abc'],
    ['an unknown operator', 'GET', '/api/teachers?name[$where]=1'],
    ['an unknown top-level operator', 'GET', '/api/teachers?$where=1'],
    ['an unknown field', 'GET', '/api/teachers?password=x'],
    ['SQL in a field name', 'GET', `/api/teachers?${encodeURIComponent('name" OR 1=1 --')}=x`],
    ['SQL in a sort field', 'GET', `/api/teachers?$sort[${encodeURIComponent('name; DROP TABLE teachers')}]=1`],
    ['a bad sort direction', 'GET', '/api/teachers?$sort[name]=up'],
    ['a bad number', 'GET', '/api/teachers?hourlyRate[$gt]=lots'],
    ['an invalid regex', 'GET', '/api/teachers?name[$regex]=(unclosed'],
    ['regex options other than i', 'GET', '/api/teachers?name[$regex]=a&name[$options]=g'],
    ['a bad cursor', 'GET', '/api/teachers?$cursor=not-a-cursor'],
    ['$select of an unknown field', 'GET', '/api/teachers?$select[]=secret'],
    ['$populate of a non-reference', 'GET', '/api/teachers?$populate=name'],
    ['$in with an object', 'GET', '/api/teachers?hourlyRate[$in][a]=1'],
    ['deep nesting', 'POST', '/api/teachers', { name: 'x', intro: { a: { b: { c: { d: { e: {} } } } } } }],
    ['a huge string', 'POST', '/api/teachers', { name: 'x'.repeat(300_000) }],
    ['a body over the size limit', 'POST', '/api/teachers', JSON.stringify({ name: 'x'.repeat(3_000_000) }), { 'content-type': 'application/json' }],
    ['a patch with an array body', 'PATCH', '/api/teachers/abc', '[]', { 'content-type': 'application/json' }],
    ['a multi patch', 'PATCH', '/api/teachers', { name: 'all' }],
    ['a prototype path', 'PATCH', '/api/teachers/x', { $set: { '__proto__.polluted': 1 } }]
  ]

  for (const [title, method, path, body, headers] of cases) {
    it(title, async () => {
      const before = await count()
      const answer = await server.request(method, path, body, headers)
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.body).toMatchObject({ name: expect.any(String), message: expect.any(String), code: answer.status })
      expect(await count()).toBe(before)
    })
  }

  it('keeps SQL in values as plain text', async () => {
    const answer = await server.request('GET', `/api/teachers?name=${encodeURIComponent("x' OR '1'='1")}`)
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(0)
    const contains = await server.request('GET', `/api/teachers?name[$contains]=${encodeURIComponent("%' --")}`)
    expect(contains.body.total).toBe(0)
    expect(await count()).toBe(2)
  })

  it('answers 400 for a deeply nested filter', async () => {
    const path = Array.from({ length: 9 }, (_, depth) => (depth ? '[$or][0]' : '$or[0]')).join('')
    const answer = await server.request('GET', `/api/teachers?${path}[name]=x`)
    expect(answer.status).toBe(400)
  })
})
