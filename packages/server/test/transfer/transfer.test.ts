import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let areas: string[]

const download = async (path: string, token: string | null = server.admin.token) => {
  const response = await fetch(server.url + path, {
    headers: token ? { authorization: `Bearer ${token}` } : {}
  })
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer())
  }
}

const upload = async (
  service: string,
  file: Blob,
  name: string,
  dryRun: boolean,
  token = server.admin.token
) => {
  const form = new FormData()
  form.set('dryRun', String(dryRun))
  form.set('file', file, name)
  const response = await fetch(`${server.url}/api/import/${service}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form
  })
  return { status: response.status, body: await response.json() }
}

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv' })
const readCsv = (body: Buffer) => parse(body, { bom: true, columns: true }) as Record<string, string>[]
const strip = ({ modified: _m, modifiedBy: _b, ...rest }: Record<string, unknown>) => rest

beforeAll(async () => {
  server = await startTestServer()
  const created = await server.request('POST', '/api/regAreas', [
    { name: { cht: '灣仔', en: 'Wan Chai', chs: '湾仔' }, value: 'wc' },
    { name: { cht: '沙田', en: 'Sha Tin' }, value: 'st' }
  ])
  areas = created.body.map((area: { _id: string }) => area._id)
  await server.request('POST', '/api/teachers', [
    {
      name: '陳大文',
      email: 'chan@example.com',
      hourlyRate: 300,
      area: areas[0],
      areas,
      verified: true,
      keywords: ['數學', 'DSE']
    },
    {
      name: 'Amy Lee, "the tutor"',
      email: 'amy@example.com',
      hourlyRate: 150,
      area: areas[1],
      birthDate: '1995-04-03'
    },
    { name: '李小明', hourlyRate: 220 }
  ])
})
afterAll(() => server?.stop())

describe('export (C13, R-IO-02..04)', () => {
  it('downloads the rows a list query matches, in its order, as UTF-8 CSV with a header row', async () => {
    const answer = await download(
      '/api/export/teachers?format=csv&hourlyRate[$gte]=200&$sort[hourlyRate]=-1&$limit=1'
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="teachers-\d{4}-\d{2}-\d{2}\.csv"$/
    )
    const rows = readCsv(answer.body)
    expect(rows.map((row) => row.name)).toEqual(['陳大文', '李小明'])
    expect(Object.keys(rows[0]).slice(0, 3)).toEqual(['_id', 'name', 'email'])
    expect(rows[0]).toMatchObject({
      areas: JSON.stringify(areas),
      area: areas[0],
      verified: 'true',
      keywords: '["數學","DSE"]'
    })
    expect(rows[0]).not.toHaveProperty('created')
  })

  it('writes translatable text one column per language (R-IO-04)', async () => {
    const rows = readCsv((await download('/api/export/regAreas?format=csv&$sort[value]=1')).body)
    expect(rows[0]).toMatchObject({ 'name.en': 'Sha Tin', 'name.cht': '沙田', 'name.chs': '', value: 'st' })
    expect(rows[1]).toMatchObject({ 'name.en': 'Wan Chai', 'name.cht': '灣仔', 'name.chs': '湾仔' })
  })

  it('exports only the selected rows when the query names them', async () => {
    const list = await server.request('GET', '/api/teachers?$sort[name]=1')
    const ids = list.body.data.slice(0, 2).map((row: { _id: string }) => row._id)
    const query = ids.map((id: string) => `_id[$in][]=${id}`).join('&')
    const rows = readCsv((await download(`/api/export/teachers?format=csv&${query}`)).body)
    expect(rows.map((row) => row._id).sort()).toEqual([...ids].sort())
  })

  it('downloads xlsx that a spreadsheet library reads back', async () => {
    const answer = await download('/api/export/teachers?format=xlsx&$sort[hourlyRate]=1')
    expect(answer.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(answer.body as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.getRow(1).getCell(2).value).toBe('name')
    expect(sheet.getRow(2).getCell(2).value).toBe('Amy Lee, "the tutor"')
    expect(sheet.rowCount).toBe(4)
  })

  it('never exports secrets: staff passwords are not a column', async () => {
    const rows = readCsv((await download('/api/export/users?format=csv')).body)
    expect(Object.keys(rows[0])).not.toContain('password')
    expect(rows[0].email).toBe(server.admin.email)
  })

  it('answers 400 for a bad format or query, 401 without a token and 403 without the right (R-IO-07)', async () => {
    expect((await download('/api/export/teachers?format=pdf')).status).toBe(400)
    expect((await download('/api/export/teachers?nope=1')).status).toBe(400)
    expect((await download('/api/export/teachers', null)).status).toBe(401)
    expect((await download('/api/export/noSuchList')).status).toBe(404)
    const editor = await server.signIn({ role: 'editor' })
    expect((await download('/api/export/users', editor.token)).status).toBe(403)
    expect((await download('/api/export/appUsers', editor.token)).status).toBe(200)
  })
})

describe('import (C14, R-IO-05, R-IO-06)', () => {
  it('reports a dry run without writing, then imports good rows and reports bad ones by row and field', async () => {
    const file = [
      'name.en,name.cht,name.chs,value,order',
      'Central,中環,中环,ce,1',
      ',,,,2',
      'Kowloon City,九龍城,,kc,many',
      'Tai Po,大埔,大埔,tp,4'
    ].join('\n')
    const before = (await server.request('GET', '/api/regAreas?$limit=0')).body.total
    const dry = await upload('regAreas', csvBlob(file), 'areas.csv', true)
    expect(dry.status).toBe(200)
    expect(dry.body).toEqual({
      dryRun: true,
      total: 4,
      created: 2,
      updated: 0,
      failed: 2,
      errors: [
        { row: 3, field: 'name', message: 'is required', problem: { code: 'required' } },
        { row: 4, field: 'order', message: 'must be a number', problem: { code: 'number' } }
      ],
      encoding: 'UTF-8'
    })
    expect((await server.request('GET', '/api/regAreas?$limit=0')).body.total).toBe(before)
    const real = await upload('regAreas', csvBlob(file), 'areas.csv', false)
    expect(real.status).toBe(201)
    expect(real.body).toMatchObject({ dryRun: false, created: 2, failed: 2 })
    const taiPo = await server.request('GET', '/api/regAreas?value=tp')
    expect(taiPo.body.data[0].name).toEqual([
      { lang: 'cht', value: '大埔' },
      { lang: 'chs', value: '大埔' },
      { lang: 'en', value: 'Tai Po' }
    ])
    expect(taiPo.body.data[0].modifiedBy).toBe(server.admin.user._id)
  })

  it('re-imports an exported file losslessly, updating rows by _id (CSV and xlsx)', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const before = (await server.request('GET', '/api/teachers?$sort[_id]=1')).body.data
      const file = (await download(`/api/export/teachers?format=${format}`)).body
      const answer = await upload('teachers', new Blob([file]), `teachers.${format}`, false)
      expect(answer.body, format).toMatchObject({ total: 3, updated: 3, created: 0, failed: 0 })
      const after = (await server.request('GET', '/api/teachers?$sort[_id]=1')).body.data
      expect(after.map(strip), format).toEqual(before.map(strip))
    }
  })

  it('creates records from an exported file once they are gone', async () => {
    const file = (await download('/api/export/regAreas?format=csv&value=wc')).body
    const original = (await server.request('GET', '/api/regAreas?value=wc')).body.data[0]
    await server.request('DELETE', `/api/regAreas/${original._id}`)
    const answer = await upload('regAreas', new Blob([file]), 'wc.csv', false)
    expect(answer.body).toMatchObject({ created: 1, updated: 0, failed: 0 })
    const recreated = (await server.request('GET', '/api/regAreas?value=wc')).body.data[0]
    expect(recreated.name).toEqual(original.name)
  })

  it('reports references to missing records and writes nothing of those rows', async () => {
    const file = `name,area,areas\n新導師,${areas[1]},"[""${areas[1]}""]"\n壞導師,missing,[]\n`
    const answer = await upload('teachers', csvBlob(file), 't.csv', false)
    expect(answer.body).toMatchObject({ created: 1, failed: 1, errors: [{ row: 3, field: 'area' }] })
    // Every row refused: nothing is written, and there is no batch to undo.
    const none = await upload('teachers', csvBlob('name,area\n壞導師,missing\n'), 't.csv', false)
    expect(none.body).toMatchObject({ created: 0, updated: 0, failed: 1 })
    expect(none.body.batch).toBeUndefined()
    // A row that updates a record has its references checked the same way.
    const [chan] = (await server.request('GET', '/api/teachers?email=chan@example.com')).body.data
    const update = await upload('teachers', csvBlob(`_id,area\n${chan._id},missing\n`), 'u.csv', false)
    expect(update.body).toMatchObject({
      updated: 0,
      failed: 1,
      errors: [{ row: 2, field: 'area', problem: { code: 'missingRef' } }]
    })
    expect((await server.request('GET', `/api/teachers/${chan._id}`)).body.area).toBe(chan.area)
  })

  it('refuses unknown columns, other file types, oversize files and callers without the right', async () => {
    expect((await upload('regAreas', csvBlob('name,colour\nx,red'), 'a.csv', true)).status).toBe(400)
    expect(
      (await upload('regAreas', new Blob(['{}'], { type: 'application/json' }), 'a.json', true)).status
    ).toBe(415)
    expect((await upload('regAreas', new Blob(['not a zip']), 'a.xlsx', true)).status).toBe(415)
    const notMultipart = await server.request('POST', '/api/import/regAreas', { file: 'x' })
    expect(notMultipart.status).toBe(415)
    expect((await upload('doctorgenders', csvBlob('name\nx'), 'a.csv', true)).status).toBe(405)
    expect((await upload('users', csvBlob('email\nx@example.com'), 'a.csv', true)).status).toBe(405)
    const editor = await server.signIn({ role: 'editor' })
    expect(
      (await upload('appUsers', csvBlob('email\nx@example.com'), 'a.csv', true, editor.token)).status
    ).toBe(403)
    expect((await upload('regAreas', csvBlob('name\nx'), 'a.csv', true, editor.token)).status).toBe(200)
  })
})

describe('upload size limit (R-MED-11)', () => {
  let small: TestServer
  beforeAll(async () => {
    small = await startTestServer({ UPLOAD_MAX_MB: '1' })
  })
  afterAll(() => small?.stop())

  it('answers 413 for a file over UPLOAD_MAX_MB', async () => {
    const form = new FormData()
    form.set('file', new Blob(['name\n' + 'x\n'.repeat(700_000)], { type: 'text/csv' }), 'big.csv')
    const response = await fetch(`${small.url}/api/import/regAreas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${small.admin.token}` },
      body: form
    })
    expect(response.status).toBe(413)
  })
})
