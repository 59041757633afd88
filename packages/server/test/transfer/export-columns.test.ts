import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

const download = async (path: string) => {
  const response = await fetch(server.url + path, {
    headers: { authorization: `Bearer ${server.admin.token}` }
  })
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) }
}

/** The header row and the rows of a CSV file, as lists of cells. */
const csvRows = (body: Buffer) => parse(body, { bom: true }) as string[][]

beforeAll(async () => {
  server = await startTestServer()
  await server.request('POST', '/api/news', [
    { title: { en: 'Open day', cht: '開放日', chs: '开放日' }, status: 'published', date: '2024-05-01' },
    { title: { en: 'Exams', cht: '考試' }, status: 'draft', date: '2024-06-01' }
  ])
})
afterAll(() => server?.stop())

describe('export as the list shows it (per-person columns, R-IO-03, R-IO-04)', () => {
  it('writes the chosen fields in their order, translatable text still one column per language', async () => {
    const answer = await download('/api/export/news?format=csv&columns=status,title,modified&$sort[date]=1')
    expect(answer.status).toBe(200)
    const [header, ...rows] = csvRows(answer.body)
    expect(header).toEqual(['status', 'title.en', 'title.cht', 'title.chs', 'modified'])
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['published', 'Open day', '開放日', '开放日'],
      ['draft', 'Exams', '考試', '']
    ])
    expect(rows[0][4]).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('takes the columns as a list too, and in xlsx', async () => {
    const answer = await download('/api/export/news?format=xlsx&columns[0]=date&columns[1]=status')
    expect(answer.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(answer.body as unknown as ArrayBuffer)
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, 'date', 'status'])
  })

  it('still writes every column without a choice (R-IO-04)', async () => {
    const [header] = csvRows((await download('/api/export/news?format=csv')).body)
    expect(header[0]).toBe('_id')
    expect(header).toContain('title.chs')
    expect(header).not.toContain('modified')
  })

  it('R-ERR-08 answers 400 naming each unknown, hidden or repeated column', async () => {
    const unknown = await download('/api/export/news?columns=title,nosuch')
    expect(unknown.status).toBe(400)
    expect(JSON.parse(unknown.body.toString()).errors).toEqual({ 'columns.1': 'is not a field of news' })
    const hidden = await download('/api/export/users?columns=email,password')
    expect(JSON.parse(hidden.body.toString()).errors).toEqual({ 'columns.1': 'is not a field of users' })
    const twice = await download('/api/export/news?columns=title,title')
    expect(JSON.parse(twice.body.toString()).errors).toEqual({ 'columns.1': 'is shown twice' })
    const shape = await download('/api/export/news?columns[a]=title')
    expect(shape.status).toBe(400)
    expect(JSON.parse(shape.body.toString()).errors).toEqual({
      columns: 'must be field names separated by commas'
    })
    expect((await download('/api/export/news?columns=')).status).toBe(400)
  })
})
