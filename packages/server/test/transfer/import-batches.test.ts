import { Conflict } from '@feathersjs/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ItemsService } from '../../src/services/items/items.class'
import { WRITE_BATCH } from '../../src/services/transfer/import-write'
import { startTestServer, type TestServer } from '../support/test-server'

/**
 * An import bigger than one batch: on PostgreSQL its rows are checked and written a batch at a
 * time (each batch checked while the one before is written), on SQLite all at once. Either way it
 * is one write: reported in the file's order, undone as one batch, kept whole or not at all.
 */

let server: TestServer
let area: string
const ROWS = WRITE_BATCH * 2 + 500
/** Lines (the header is line 1) of rows that fail: a bad rate, a missing area, a bad rate. */
const BAD_RATE_LINES = [3, ROWS - 10]
const MISSING_AREA_LINE = WRITE_BATCH + 700

const csvOf = (prefix: string, failAt?: number) => {
  const lines = ['name,email,hourlyRate,area']
  for (let line = 2; line <= ROWS + 1; line++) {
    const rate = BAD_RATE_LINES.includes(line) ? 'lots' : String(100 + (line % 300))
    const ref = line === MISSING_AREA_LINE ? 'no-such-area' : area
    const name = line === failAt ? 'fails to write' : `${prefix} ${line}`
    lines.push(`${name},${prefix}.${line}@example.com,${rate},${ref}`)
  }
  return lines.join('\n')
}

const upload = async (csv: string) => {
  const form = new FormData()
  form.set('dryRun', 'false')
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'teachers.csv')
  const response = await fetch(`${server.url}/api/import/teachers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.admin.token}` },
    body: form
  })
  return { status: response.status, body: await response.json() }
}

const teachersTotal = async () => (await server.request('GET', '/api/teachers?$limit=0')).body.total

beforeAll(async () => {
  server = await startTestServer()
  area = (await server.request('POST', '/api/regAreas', { name: { cht: '灣仔' }, value: 'wc' })).body._id
})
afterEach(() => vi.restoreAllMocks())
afterAll(() => server?.stop())

describe('an import of several batches', () => {
  it('writes every good row once, reports the bad ones in the file’s order, and undoes as one batch', async () => {
    const answer = await upload(csvOf('batch'))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ total: ROWS, created: ROWS - 3, updated: 0, failed: 3 })
    expect(
      answer.body.errors.map((error: { row: number; field: string }) => [error.row, error.field])
    ).toEqual([
      [BAD_RATE_LINES[0], 'hourlyRate'],
      [MISSING_AREA_LINE, 'area'],
      [BAD_RATE_LINES[1], 'hourlyRate']
    ])
    expect(await teachersTotal()).toBe(ROWS - 3)
    const journaled = await server.app
      .get('knex')('journal_changes')
      .where({ batch: answer.body.batch })
      .count({ count: '*' })
    expect(Number(journaled[0].count)).toBe(ROWS - 3)

    const undo = await server.request('POST', '/api/undo', { batch: answer.body.batch })
    expect(undo.status).toBeLessThan(300)
    expect(await teachersTotal()).toBe(0)
  })

  it('keeps nothing when a write fails after earlier batches were written', async () => {
    const service = server.app.service('teachers') as ItemsService
    const create = service._create.bind(service)
    const calls: number[] = []
    vi.spyOn(service, '_create').mockImplementation(async (records, ...rest) => {
      calls.push(records.length)
      // The batch holding the last rows fails as a clash with another write would.
      if (records.some((record) => record.name === 'fails to write')) throw new Conflict('taken meanwhile')
      return create(records, ...rest)
    })
    const answer = await upload(csvOf('doomed', ROWS))
    expect(answer.status).toBe(409)
    if (server.app.get('dialect').name === 'postgres') expect(calls.length).toBe(3)
    else expect(calls).toEqual([ROWS - 3])
    expect(await teachersTotal()).toBe(0)
    const journaled = await server.app
      .get('knex')('journal_changes')
      .where('via', 'import')
      .count({ count: '*' })
    // Only the first test's import and its undo.
    expect(Number(journaled[0].count)).toBe(ROWS - 3)
  })
})
