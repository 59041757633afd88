import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ItemsService } from '../../src/services/items/items.class'
import { jobProgress } from '../../src/services/transfer/transfer-jobs'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
const ROWS = 20_000
/** Each row's text: the whole export (about 16 MB) outgrows every buffer between the server and a paused reader. */
const FILLER = 'x'.repeat(800)

const progressOf = (job: string) => jobProgress(server.app, server.admin.user._id, job)

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Starts a download and stops reading after its first bytes. */
const pausedDownload = (path: string) =>
  new Promise<{ response: http.IncomingMessage; first: Buffer }>((resolve, reject) => {
    const request = http.get(server.url + path, {
      headers: { authorization: `Bearer ${server.admin.token}` }
    })
    request.on('error', reject)
    request.on('response', (response) => {
      response.once('data', (first: Buffer) => {
        response.pause()
        resolve({ response, first })
      })
    })
  })

beforeAll(async () => {
  server = await startTestServer()
  const service = server.app.service('regAreas') as ItemsService
  for (let start = 0; start < ROWS; start += 1000)
    await service.create(
      Array.from({ length: 1000 }, (_, index) => ({
        name: { en: `${FILLER} ${start + index}` },
        value: `p${String(start + index).padStart(6, '0')}`
      }))
    )
}, 120_000)
afterAll(() => server?.stop())

describe('export as one scan, with progress and cancel (R-IO-02)', () => {
  it('reads the rows by one query, feeding the file as the client reads it, and stops when the client goes away', async () => {
    const knex = server.app.get('knex')
    const queries: string[] = []
    const listen = (query: { sql: string }) => {
      if (query.sql.includes('regAreas')) queries.push(query.sql)
    }
    knex.on('query', listen)
    const job = 'export-paused-1'
    const { response, first } = await pausedDownload(
      `/api/export/regAreas?format=csv&$sort[value]=1&job=${job}`
    )
    expect(response.statusCode).toBe(200)
    expect(Number(response.headers['x-total-count'])).toBe(ROWS)
    expect(first.length).toBeGreaterThan(0)
    // The reader is paused: the server waits for it rather than reading every row into memory.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const paused = (await progressOf(job))!
    expect(paused).toMatchObject({ phase: 'export', total: ROWS })
    expect(paused.done).toBeGreaterThan(0)
    expect(paused.done).toBeLessThan(ROWS / 2)
    // One count and one scan, however many rows.
    expect(queries.length).toBeLessThanOrEqual(2)
    knex.off('query', listen)

    response.destroy()
    await until(async () => (await progressOf(job))?.phase === 'cancelled')
    const stopped = (await progressOf(job))!.done
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await progressOf(job))!.done).toBe(stopped)
    expect(stopped).toBeLessThan(ROWS / 2)
  })

  it('runs at most four exports at once, each holding a connection: 429 tooManyExports beyond, until one ends', async () => {
    const path = '/api/export/regAreas?format=csv&$sort[value]=1'
    const open = await Promise.all(Array.from({ length: 4 }, () => pausedDownload(path)))
    const refused = await server.request('GET', path)
    expect(refused.status).toBe(429)
    expect(refused.body.data).toMatchObject({ code: 'tooManyExports', max: 4 })
    open[0].response.destroy()
    await expect
      .poll(async () => {
        const answer = await fetch(server.url + path, {
          headers: { authorization: `Bearer ${server.admin.token}` }
        })
        await answer.arrayBuffer()
        return answer.status
      })
      .toBe(200)
    for (const { response } of open.slice(1)) response.destroy()
  })

  it('shows a job only to the person who started it, and refuses a bad job id', async () => {
    const job = 'export-owned-1'
    const answer = await fetch(`${server.url}/api/export/regAreas?format=csv&$sort[value]=1&job=${job}`, {
      headers: { authorization: `Bearer ${server.admin.token}` }
    })
    expect(answer.status).toBe(200)
    await answer.arrayBuffer()
    await until(async () => (await progressOf(job))?.phase === 'done')
    const own = await server.request('GET', `/api/transfer-progress/${job}`)
    expect(own).toMatchObject({ status: 200, body: { phase: 'done', done: ROWS, total: ROWS } })
    const other = await server.signIn({ role: 'admin' })
    expect((await other.request('GET', `/api/transfer-progress/${job}`)).status).toBe(404)
    expect((await server.client(null).request('GET', `/api/transfer-progress/${job}`)).status).toBe(401)
    const bad = await server.request('GET', '/api/export/regAreas?format=csv&job=a b')
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('job')
  })
})

describe('import progress and cancel (R-IO-05)', () => {
  const file = () => {
    const lines = ['name.en,value']
    for (let index = 0; index < ROWS; index++) lines.push(`Imported ${index},i${index}`)
    return new Blob([lines.join('\n')], { type: 'text/csv' })
  }
  const send = (job: string, signal?: AbortSignal) => {
    const form = new FormData()
    form.set('dryRun', 'false')
    form.set('file', file(), 'areas.csv')
    return fetch(`${server.url}/api/import/regAreas?job=${job}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.admin.token}` },
      body: form,
      signal
    })
  }
  const count = async () => (await server.request('GET', '/api/regAreas?$limit=0')).body.total

  it('reports rows checked and written of the total', async () => {
    const job = 'import-whole-1'
    const seen = new Set<string>()
    const watching = setInterval(async () => {
      const now = await progressOf(job)
      if (now) seen.add(`${now.phase} ${now.done}`)
    }, 5)
    const answer = await send(job)
    clearInterval(watching)
    expect(answer.status).toBe(201)
    expect(await progressOf(job)).toEqual({ phase: 'done', done: ROWS, total: ROWS })
    expect([...seen].filter((step) => step.startsWith('check')).length).toBeGreaterThanOrEqual(2)
    const removed = await server.app.get('knex')('regAreas').where('value', 'like', 'i%').delete()
    expect(removed).toBe(ROWS)
  })

  it('writes nothing when the client goes away before the answer', async () => {
    const before = await count()
    const job = 'import-cancel-1'
    const controller = new AbortController()
    const sent = send(job, controller.signal).catch((error: Error) => error)
    await until(async () => ((await progressOf(job))?.done ?? 0) > 0)
    controller.abort()
    expect(await sent).toBeInstanceOf(Error)
    await until(async () => (await progressOf(job))?.phase === 'cancelled')
    expect(await count()).toBe(before)
  })
})
