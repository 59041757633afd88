import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

// Issue 38: a REST list page is written as text from its records (JSON columns as stored on
// SQLite), and reads on SQLite take the free connection without the pool's acquire. Both must
// leave every answer as it was (C9, C11).

let server: TestServer
let areaIds: string[] = []

beforeAll(async () => {
  server = await startTestServer()
  const areas = ['中西區', '灣仔', '東區'].map((cht, order) => ({
    name: { cht, en: `Area ${order}` },
    value: `b${order}`,
    order
  }))
  areaIds = (await server.request('POST', '/api/regAreas', areas)).body.map(
    (area: { _id: string }) => area._id
  )
  const teachers = [
    {
      name: '陳大文 "Tai Man"',
      email: 'chan@example.com',
      area: areaIds[0],
      areas: areaIds.slice(0, 2),
      keywords: ['數學', 'a\\b'],
      hourlyRate: 250.5,
      verified: true
    },
    {
      name: 'Line\nbreak\u2028and \ud83d\ude00',
      email: 'lee@example.com',
      area: areaIds[1],
      areas: [],
      keywords: [],
      verified: false
    },
    { name: 'Plain', email: 'plain@example.com' }
  ]
  for (const teacher of teachers)
    expect((await server.request('POST', '/api/teachers', teacher)).status).toBe(201)
})
afterAll(() => server?.stop())

describe('REST list pages written as text', () => {
  const queries = [
    '$sort[created]=-1&$limit=10',
    '$sort[name]=1&$limit=2&$skip=1',
    '$select[]=name&$select[]=areas&$select[]=verified&$sort[hourlyRate]=-1',
    'verified=true',
    '$limit=0',
    '$populate=area&$sort[created]=1',
    '$cursor=&$sort[created]=1&$limit=2'
  ]

  it('answer JSON with the records a socket and the service itself answer', async () => {
    const socket = await server.socket(server.token)
    try {
      for (const query of queries) {
        const rest = await server.request('GET', `/api/teachers?${query}`)
        expect(rest.status, query).toBe(200)
        const answered = await fetch(`${server.url}/api/teachers?${query}`, {
          headers: { Authorization: `Bearer ${server.token}` }
        })
        expect(answered.headers.get('content-type'), query).toBe('application/json; charset=utf-8')
        expect(JSON.parse(await answered.text()), query).toEqual(rest.body)
        const viaSocket = await socket.call('find', 'teachers', queryObject(new URLSearchParams(query)))
        expect(viaSocket.status, query).toBe(200)
        expect(rest.body, query).toEqual(viaSocket.body)
      }
    } finally {
      socket.close()
    }
    const inside = await server.app
      .service('teachers')
      .find({ query: { $sort: { created: -1 }, $limit: 10 } })
    const rest = await server.request('GET', '/api/teachers?$sort[created]=-1&$limit=10')
    expect(rest.body).toEqual(JSON.parse(JSON.stringify(inside)))
    const chan = rest.body.data.find((teacher: { email: string }) => teacher.email === 'chan@example.com')
    expect(chan).toMatchObject({ keywords: ['數學', 'a\\b'], areas: areaIds.slice(0, 2), verified: true })
  })
})

describe('SQLite reads on the free connection', () => {
  it.runIf(!process.env.DATABASE_URL)('wait for a transaction that holds the connection', async () => {
    const knex = server.app.get('knex')
    const service = server.app.service('regAreas')
    const before = (await service.find({ query: { $limit: 0 } })).total
    let findDone = false
    let counted: number | undefined
    await knex
      .transaction(async (trx) => {
        await trx('regAreas').insert({
          _id: 'uncommitted',
          created: new Date().toISOString(),
          modified: new Date().toISOString(),
          value: 'u',
          name: '[]',
          order: 99
        })
        // A read while the transaction is open must wait for it, never run inside it.
        const reading = service.find({ query: { $limit: 0 } }).then((page: { total: number }) => {
          findDone = true
          counted = page.total
        })
        await new Promise((resolve) => setTimeout(resolve, 50))
        expect(findDone).toBe(false)
        await trx.rollback()
        await reading.catch(() => undefined)
      })
      .catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(counted).toBe(before)
  })

  it.runIf(!process.env.DATABASE_URL)('take no turn from the pool when it is free', async () => {
    const pool = (server.app.get('knex').client as { pool: { acquire: (...args: unknown[]) => unknown } })
      .pool
    await server.request('GET', '/api/teachers?$limit=1')
    const original = pool.acquire
    let acquired = 0
    pool.acquire = function (this: unknown, ...args: unknown[]) {
      acquired += 1
      return original.apply(this, args)
    }
    try {
      for (let round = 0; round < 5; round++)
        expect((await server.request('GET', '/api/teachers?$sort[created]=-1&$limit=2')).status).toBe(200)
    } finally {
      pool.acquire = original
    }
    expect(acquired).toBe(0)
  })
})

/** `a[b]=c` pairs of a query string as the nested object the socket sends. */
function queryObject(pairs: URLSearchParams) {
  const query: Record<string, any> = {}
  for (const [key, value] of pairs) {
    const [, head, inner] = /^([^[]+)(?:\[(.*)\])?$/.exec(key)!
    if (inner === undefined) query[head] = value
    else if (inner === '') (query[head] ??= []).push(value)
    else (query[head] ??= {})[inner] = value
  }
  return query
}
