import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BadRequest } from '@feathersjs/errors'
import { afterAll, describe, expect, it } from 'vitest'
import { guardFormula, unguardFormula } from '../../src/services/transfer/formula-cells'
import { MAX_IMPORT_ROWS } from '../../src/services/transfer/import-limits'
import { readCsv } from '../../src/services/transfer/read-csv'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-csv-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
let files = 0

const readFile = (data: string | Buffer, checkHeaders = (_: string[]) => {}) => {
  const file = path.join(dir, `${++files}.csv`)
  fs.writeFileSync(file, data)
  return readCsv(file, { checkHeaders })
}
const read = async (data: string | Buffer, checkHeaders = (_: string[]) => {}) =>
  (await readFile(data, checkHeaders)).rows

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error) => error.code as number
  )

const FORMULA_LIKE = ['=1+1', '+852 1234', '-x', '@SUM(A1)', '\tx', '\rx', "'=x", "''+x"]

describe('formula cells (CSV injection)', () => {
  it('guards text that a spreadsheet would run, and only text', () => {
    expect(FORMULA_LIKE.map(guardFormula)).toEqual([
      "'=1+1",
      "'+852 1234",
      "'-x",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "''=x",
      "'''+x"
    ])
    expect([-5, 3, true, 'abc', "'abc", '', 'a=b', '[1,2]'].map(guardFormula)).toEqual([
      -5,
      3,
      true,
      'abc',
      "'abc",
      '',
      'a=b',
      '[1,2]'
    ])
  })

  it('unguards what it guarded, and leaves other apostrophes alone', () => {
    for (const text of [...FORMULA_LIKE, "'abc", "''abc", 'plain', ''])
      expect(unguardFormula(guardFormula(text))).toBe(text)
    expect(unguardFormula("'abc")).toBe("'abc")
  })
})

describe('CSV read as a stream', () => {
  it('reads UTF-8 with or without a byte order mark, and unguards formula cells', async () => {
    expect(await read('\uFEFFname,note\n陳大文,"\'=1+1"\n\nAmy,\'abc\n')).toEqual([
      { name: '陳大文', note: '=1+1' },
      { name: 'Amy', note: "'abc" }
    ])
  })

  it('checks the header before any row', async () => {
    const seen: string[][] = []
    await read('name,rate\n', (headers) => seen.push(headers))
    expect(seen).toEqual([['name', 'rate']])
    const unknown = new BadRequest('Unknown columns: colour')
    const refused = read('name,colour\nx,red\n', () => {
      throw unknown
    })
    await expect(refused).rejects.toBe(unknown)
  })

  it('refuses (415) a binary file: NUL bytes, or bytes that are neither UTF-8 nor Chinese', async () => {
    expect(await codeOf(read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x00])))).toBe(415)
    expect(
      await codeOf(read(Buffer.concat([Buffer.from('name\nab'), Buffer.from([0xff, 0xfe, 0x0a])])))
    ).toBe(415)
  })

  it('reads Big5, as a Hong Kong edition of Excel saves "CSV", and says so', async () => {
    // "n" then 陳 in Big5.
    expect(await readFile(Buffer.from([0x6e, 0x0a, 0xb3, 0xaf, 0x0a]))).toEqual({
      rows: [{ n: '陳' }],
      encoding: 'Big5'
    })
  })

  it('reads tab-separated text, as Excel saves "Unicode text" (UTF-16 with a byte order mark)', async () => {
    const text = '\uFEFFname\tnote\r\n陳大文\t"a, b"\r\n'
    expect(await readFile(Buffer.from(text, 'utf16le'))).toEqual({
      rows: [{ name: '陳大文', note: 'a, b' }],
      encoding: 'UTF-16LE'
    })
    // A header with a comma is a CSV's, whatever tabs it holds.
    expect(await read('name,note\na\tb,c\n')).toEqual([{ name: 'a\tb', note: 'c' }])
  })

  it('answers 400 for rows of the wrong length, 413 at the row after the cap', async () => {
    expect(await codeOf(read('name,rate\nx\n'))).toBe(400)
    const rows = (count: number) => 'name\n' + 'x\n'.repeat(count)
    expect(await read(rows(MAX_IMPORT_ROWS))).toHaveLength(MAX_IMPORT_ROWS)
    expect(await codeOf(read(rows(MAX_IMPORT_ROWS + 1)))).toBe(413)
  })
})
