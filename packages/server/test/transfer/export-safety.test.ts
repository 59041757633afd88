import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ItemsService } from '../../src/services/items/items.class'
import { importCsv } from '../support/journal-calls'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

const download = async (path: string) => {
  const response = await fetch(server.url + path, {
    headers: { authorization: `Bearer ${server.admin.token}` }
  })
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text()
  }
}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('CSV export guards formula cells (CSV injection)', () => {
  const NAMES = [
    '=1+1',
    '+852 1234',
    '-x',
    '@SUM(A1)',
    '\tx',
    "'=x",
    "'abc",
    '=HYPERLINK("http://evil.example/?x","click")'
  ]

  it('prefixes an apostrophe to text that would run as a formula, and re-imports it unchanged', async () => {
    const created = await server.request(
      'POST',
      '/api/teachers',
      NAMES.map((name, index) => ({ name, email: `t${index}@example.com`, hourlyRate: index * 100 }))
    )
    expect(created.status).toBe(201)
    const ids: string[] = created.body.map((row: { _id: string }) => row._id)
    const byId = `${ids.map((id) => `_id[$in][]=${id}`).join('&')}&$sort[email]=1`
    const stored = (await server.request('GET', `/api/teachers?${byId}`)).body.data
    expect(stored.map((row: { name: string }) => row.name)).toEqual(NAMES)

    const csv = (await download(`/api/export/teachers?format=csv&${byId}`)).body
    for (const guarded of ["'=1+1", "'+852 1234", "'-x", "'@SUM(A1)", "'\tx", "''=x", '"\'=HYPERLINK('])
      expect(csv).toContain(guarded)
    expect(csv).toContain(",'abc,")

    for (const id of ids)
      await server.request('PATCH', `/api/teachers/${id}`, { name: 'changed', hourlyRate: 1 })
    const answer = await importCsv(server, 'teachers', csv)
    expect(answer.body).toMatchObject({ updated: NAMES.length, failed: 0 })
    const after = (await server.request('GET', `/api/teachers?${byId}`)).body.data
    expect(after.map((row: { name: string }) => row.name)).toEqual(NAMES)
    expect(after.map((row: { hourlyRate: number }) => row.hourlyRate)).toEqual(
      NAMES.map((_, index) => index * 100)
    )
  })

  it('writes xlsx cells as typed text, never as formulas', async () => {
    const answer = await fetch(
      `${server.url}/api/export/teachers?format=xlsx&name=${encodeURIComponent('=1+1')}`,
      {
        headers: { authorization: `Bearer ${server.admin.token}` }
      }
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await answer.arrayBuffer())
    const cell = workbook.worksheets[0].getRow(2).getCell(2)
    expect(cell.value).toBe('=1+1')
    expect(cell.type).toBe(ExcelJS.ValueType.String)
  })
})

describe('export runs its query before the first byte', () => {
  it('answers a JSON error, not a 200 and a cut file, when the first page fails', async () => {
    const service = server.app.service('teachers') as unknown as ItemsService
    const find = vi.spyOn(service, '_find').mockRejectedValueOnce(new Error('the database refused the query'))
    try {
      const answer = await download('/api/export/teachers?format=csv')
      expect(answer.status).toBe(500)
      expect(answer.type).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toMatchObject({ name: 'GeneralError', code: 500 })
    } finally {
      find.mockRestore()
    }
  })

  it('answers an error for a pattern the database cannot run', async () => {
    const answer = await download(
      `/api/export/teachers?format=csv&name[$regex]=${encodeURIComponent('(unclosed')}`
    )
    expect(answer.status).toBeGreaterThanOrEqual(400)
    expect(JSON.parse(answer.body)).toMatchObject({ code: answer.status })
  })

  it('still streams every page of a long export', async () => {
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      name: { en: `Area ${index}` },
      value: `a${String(index).padStart(4, '0')}`
    }))
    for (let start = 0; start < rows.length; start += 500)
      expect((await server.request('POST', '/api/regAreas', rows.slice(start, start + 500))).status).toBe(201)
    const answer = await download('/api/export/regAreas?format=csv&$sort[value]=1')
    expect(answer.status).toBe(200)
    const lines = answer.body.trim().split('\n')
    expect(lines).toHaveLength(rows.length + 1)
    expect(lines[rows.length]).toContain('a2499')
  })
})
