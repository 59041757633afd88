import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MAX_IMPORT_ROWS } from '../../src/services/transfer/import-limits'
import { uploadTempDir } from '../../src/uploads/temp-files'
import { startTestServer, type TestServer } from '../support/test-server'
import { abandonedUpload, BOUNDARY, multipartBody, rawPost, type FormPart } from './upload-requests'
import { bombWorkbook } from './workbook-file'
import { zipFile } from './zip-file'

let server: TestServer
let teachers = 0
const FORM = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }

const tempFiles = () => {
  try {
    return fs.readdirSync(uploadTempDir(server.db.dataDir))
  } catch {
    return []
  }
}

const teacherCount = async () => (await server.request('GET', '/api/teachers?$limit=0')).body.total

const post = (body: Buffer, headers: Record<string, string> = FORM, token = server.admin.token) =>
  rawPost(server.url, '/api/import/teachers', { authorization: `Bearer ${token}`, ...headers }, body)

const fileForm = (data: string | Buffer, filename: string, type = 'application/octet-stream'): FormPart[] => [
  { name: 'dryRun', data: 'false' },
  { name: 'file', filename, type, data }
]

/** A refusal in Feathers' JSON shape. */
const refusal = (code: number, name: string) => ({
  status: code,
  body: expect.objectContaining({ name, code, className: expect.any(String), message: expect.any(String) })
})

beforeAll(async () => {
  server = await startTestServer({ UPLOAD_MAX_MB: '8' })
  await server.request('POST', '/api/teachers', [{ name: '陳大文' }, { name: 'Amy Lee' }])
  teachers = await teacherCount()
})
afterAll(() => server?.stop())

afterEach(async () => {
  // Whatever was refused, the server still answers, wrote nothing and kept no file.
  expect((await server.request('GET', '/api/health')).status).toBe(200)
  expect(await teacherCount()).toBe(teachers)
  expect(tempFiles()).toEqual([])
})

describe('import refuses broken uploads with a 4xx and keeps serving (issue "one request kills the process")', () => {
  it('answers 400 to a multipart body that lacks its closing boundary', async () => {
    const body = multipartBody(fileForm('name\nTruncated\n', 'teachers.csv', 'text/csv'), false)
    expect(await post(body)).toEqual(refusal(400, 'BadRequest'))
    // As the editor of the issue.
    const editor = await server.signIn({ role: 'editor' })
    expect(await post(body, FORM, editor.token)).toEqual(refusal(400, 'BadRequest'))
  })

  it('cleans up after a client that goes away mid-upload', async () => {
    const body = multipartBody(fileForm('name\n' + 'Left\n'.repeat(400_000), 'teachers.csv', 'text/csv'))
    await abandonedUpload(
      server.url,
      '/api/import/teachers',
      { authorization: `Bearer ${server.admin.token}`, ...FORM },
      body,
      256 * 1024,
      async () => {
        for (let wait = 0; wait < 100 && !tempFiles().length; wait++) await sleep(20)
        expect(tempFiles()).toHaveLength(1)
      }
    )
    for (let wait = 0; wait < 100 && tempFiles().length; wait++) await sleep(20)
  })

  it('answers 4xx JSON for no file part, a body that is not multipart, no boundary and an oversize file', async () => {
    expect(await post(multipartBody([{ name: 'dryRun', data: 'true' }]))).toEqual(refusal(400, 'BadRequest'))
    expect(await post(Buffer.from('{"file":"x"}'), { 'content-type': 'application/json' })).toEqual(
      refusal(415, 'UnsupportedMediaType')
    )
    expect(
      await post(multipartBody(fileForm('name\nx\n', 'a.csv')), { 'content-type': 'multipart/form-data' })
    ).toEqual(refusal(400, 'BadRequest'))
    const oversize = multipartBody(fileForm('name\n' + 'x'.repeat(9 * 1024 * 1024), 'big.csv', 'text/csv'))
    expect(await post(oversize)).toEqual(refusal(413, 'PayloadTooLarge'))
  })
})

describe('import reads files as streams and stops at its caps (issue "XLSX bomb")', () => {
  it('refuses the 5 MB workbook of a million rows at once, whether or not it declares its size', async () => {
    for (const dimension of [true, false]) {
      const bomb = bombWorkbook(1_000_000, { dimension })
      expect(bomb.length).toBeLessThan(6 * 1024 * 1024)
      const started = performance.now()
      const answer = await post(multipartBody(fileForm(bomb, 'bomb.xlsx')))
      const seconds = (performance.now() - started) / 1000
      expect(answer).toEqual(refusal(413, 'PayloadTooLarge'))
      expect(answer.body.message).toBe(`Import at most ${MAX_IMPORT_ROWS} rows at once`)
      expect(seconds, `dimension ${dimension}`).toBeLessThan(dimension ? 1 : 3)
    }
  })

  it('refuses a CSV over the row cap with 413', async () => {
    const csv = 'name\n' + 'Tutor\n'.repeat(MAX_IMPORT_ROWS + 1)
    expect(await post(multipartBody(fileForm(csv, 'many.csv', 'text/csv')))).toEqual(
      refusal(413, 'PayloadTooLarge')
    )
  })

  it('refuses with 415 a zip that is not a workbook and a .csv that is not text', async () => {
    const zip = zipFile([{ name: 'notes.txt', data: 'name\nx\n' }])
    expect(await post(multipartBody(fileForm(zip, 'teachers.xlsx')))).toEqual(
      refusal(415, 'UnsupportedMediaType')
    )
    expect(await post(multipartBody(fileForm(zip, 'teachers.csv', 'text/csv')))).toEqual(
      refusal(415, 'UnsupportedMediaType')
    )
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 37) % 256))
    expect(await post(multipartBody(fileForm(binary, 'teachers.csv', 'text/csv')))).toEqual(
      refusal(415, 'UnsupportedMediaType')
    )
  })
})
