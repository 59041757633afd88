import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestServer } from '../support/test-server'
import { startServerPair } from './cluster-support'

/** Two server processes sharing the database and Redis, as behind a load balancer (R-IO-02, R-IO-05). */
let one: TestServer
let other: TestServer
let stop: (() => Promise<void>) | undefined

beforeAll(async () => {
  ;({ one, other, stop } = await startServerPair())
}, 60_000)
afterAll(() => stop?.())

describe('transfer progress across processes through Redis', () => {
  it('tells how far an export and an import run by one process came, when asked through the other', async () => {
    const areas = Array.from({ length: 30 }, (_, index) => ({
      name: { en: `Area ${index}` },
      value: `x${index}`
    }))
    expect((await one.request('POST', '/api/regAreas', areas)).status).toBe(201)
    const exportJob = `export-${crypto.randomBytes(4).toString('hex')}`
    const download = await fetch(`${one.url}/api/export/regAreas?format=csv&job=${exportJob}`, {
      headers: { authorization: `Bearer ${one.admin.token}` }
    })
    expect(download.status).toBe(200)
    await download.arrayBuffer()
    await expect
      .poll(async () => (await other.request('GET', `/api/transfer-progress/${exportJob}`)).body)
      .toEqual({ phase: 'done', done: 30, total: 30 })

    const importJob = `import-${crypto.randomBytes(4).toString('hex')}`
    const form = new FormData()
    form.set('dryRun', 'true')
    form.set('file', new Blob(['name.en,value\nNew,n1\nNewer,n2\n'], { type: 'text/csv' }), 'areas.csv')
    const imported = await fetch(`${one.url}/api/import/regAreas?job=${importJob}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${one.admin.token}` },
      body: form
    })
    expect(imported.status).toBe(200)
    await expect
      .poll(async () => (await other.request('GET', `/api/transfer-progress/${importJob}`)).body)
      .toMatchObject({ phase: 'done', done: 2, total: 2 })
    // Still nobody else's.
    const stranger = await other.signIn({ role: 'admin' })
    expect((await stranger.request('GET', `/api/transfer-progress/${exportJob}`)).status).toBe(404)
  })
})
