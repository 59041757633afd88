import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_IMPORT_ROWS } from '../../src/services/transfer/import-limits'
import { readXlsx } from '../../src/services/transfer/read-xlsx'
import { bombWorkbook, rowXml, sheetXml, workbookFile } from './workbook-file'
import { zipFile } from './zip-file'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-xlsx-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
let files = 0

const fileOf = async (data: Buffer | ExcelJS.Workbook) => {
  const file = path.join(dir, `${++files}.xlsx`)
  if (Buffer.isBuffer(data)) fs.writeFileSync(file, data)
  else await data.xlsx.writeFile(file)
  return file
}

const read = async (data: Buffer | ExcelJS.Workbook, checkHeaders = (_: string[]) => {}) =>
  readXlsx(await fileOf(data), { checkHeaders })

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 0, message: '' }),
    (error) => ({ code: error.code as number, message: error.message as string })
  )

/** How ExcelJS read the first sheet, as import did before it read workbooks as streams. */
const readWithExcelJS = async (file: string) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const value = (cell: ExcelJS.CellValue): unknown => {
    if (cell && typeof cell === 'object' && !(cell instanceof Date)) {
      if ('richText' in cell) return cell.richText.map((part) => part.text).join('')
      if ('text' in cell) return cell.text
      if ('result' in cell) return cell.result
      return ''
    }
    return cell
  }
  const sheet = workbook.worksheets[0]
  const headers: string[] = []
  sheet.getRow(1).eachCell((cell, column) => (headers[column] = String(value(cell.value) ?? '')))
  const rows: Record<string, unknown>[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const record: Record<string, unknown> = {}
    headers.forEach((header, column) => header && (record[header] = value(row.getCell(column).value) ?? ''))
    rows.push(record)
  })
  return rows
}

const sampleWorkbook = () => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('teachers')
  sheet.addRow(['text', 'rich', 'number', 'flag', 'date', 'custom', 'formula', 'link', '', 'last'])
  sheet.addRow([
    '陳大文',
    { richText: [{ text: 'Amy ' }, { text: 'Lee', font: { bold: true } }] },
    42.5,
    true,
    new Date('2020-01-02T03:04:05Z'),
    45000,
    { formula: 'C2*2', result: 85 },
    { text: 'site', hyperlink: 'https://example.com' },
    'no header',
    'end'
  ])
  sheet.getCell('F2').numFmt = 'yyyy"年"m"月"d"日"'
  sheet.addRow([])
  sheet.addRow(['only text', null, -3, false, null, 12, { formula: '"a"&"b"', result: 'ab' }])
  sheet.getCell('F4').numFmt = '#,##0.00 "days"'
  return workbook
}

describe('xlsx read as a stream', () => {
  it('reads what ExcelJS reads: shared and rich text, numbers, booleans, dates, formulas, links', async () => {
    const file = await fileOf(sampleWorkbook())
    const rows = await readXlsx(file, { checkHeaders: () => {} })
    expect(rows).toEqual(await readWithExcelJS(file))
    expect(rows[0]).toMatchObject({ rich: 'Amy Lee', date: new Date('2020-01-02T03:04:05Z'), formula: 85 })
    expect(rows[0].custom).toEqual(new Date('2023-03-15T00:00:00Z'))
    expect(rows[1]).toMatchObject({ custom: 12, formula: 'ab', date: '' })
  })

  it("reads the server's own export: a streamed workbook of inline strings", async () => {
    const out = new PassThrough()
    const chunks: Buffer[] = []
    out.on('data', (chunk: Buffer) => chunks.push(chunk))
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false
    })
    const sheet = workbook.addWorksheet('teachers')
    sheet.addRow(['_id', 'name', 'hourlyRate', 'verified', 'keywords']).commit()
    sheet.addRow(['a1', 'Amy, "the tutor" & co <b>', 150, true, '["數學","DSE"]']).commit()
    sheet.addRow(['a2', '=1+1', -1, false, '']).commit()
    sheet.commit()
    await workbook.commit()
    const file = await fileOf(Buffer.concat(chunks))
    const rows = await readXlsx(file, { checkHeaders: () => {} })
    expect(rows).toEqual(await readWithExcelJS(file))
    expect(rows[1]).toEqual({ _id: 'a2', name: '=1+1', hourlyRate: -1, verified: false, keywords: '' })
  })

  it('reads dates of 1904 workbooks and of the built-in formats of Chinese editions of Excel', async () => {
    const workbook = new ExcelJS.Workbook()
    workbook.properties.date1904 = true
    const sheet = workbook.addWorksheet('s')
    sheet.addRow(['date'])
    sheet.addRow([new Date('2021-06-30T00:00:00Z')])
    const file = await fileOf(workbook)
    expect(await readXlsx(file, { checkHeaders: () => {} })).toEqual(await readWithExcelJS(file))

    const styles =
      '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="2">' +
      '<xf numFmtId="0"/><xf numFmtId="31" applyNumberFormat="1"/></cellXfs></styleSheet>'
    const sheetPart = sheetXml(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>date</t></is></c></row><row r="2"><c r="A2" s="1"><v>44197</v></c></row>'
    )
    const rows = await read(workbookFile(sheetPart, [{ name: 'xl/styles.xml', data: styles }]))
    expect(rows).toEqual([{ date: new Date('2021-01-01T00:00:00Z') }])
  })

  it('reads inline rich text without phonetic runs, escaped characters and cells without references', async () => {
    const sheet = sheetXml(
      rowXml(1, ['name', 'note']) +
        '<row><c t="inlineStr"><is><r><t>陳</t></r><r><t xml:space="preserve"> 大文</t></r><rPh><t>ちん</t></rPh></is></c>' +
        '<c t="inlineStr"><is><t>a_x000D_b</t></is></c></row>' +
        '<row r="5"><c r="B5" t="e"><v>#N/A</v></c></row>'
    )
    expect(await read(workbookFile(sheet))).toEqual([
      { name: '陳 大文', note: 'a\rb' },
      { name: '', note: '#N/A' }
    ])
  })

  it('checks the header before reading rows, and keeps only the columns with a header', async () => {
    const seen: string[][] = []
    const sheet = sheetXml(rowXml(1, ['name', '', 'rate']) + rowXml(2, ['x', 'dropped', 3, 'dropped too']))
    expect(await read(workbookFile(sheet), (headers) => seen.push(headers))).toEqual([{ name: 'x', rate: 3 }])
    expect(seen).toEqual([['name', 'rate']])
    const refused = await refusal(
      read(workbookFile(sheet), () => {
        throw Object.assign(new Error('Unknown columns'), { code: 400 })
      })
    )
    expect(refused.code).toBe(400)
  })

  it('refuses (413) a sheet that declares, numbers or holds more rows than the cap, without reading it all', async () => {
    const cap = MAX_IMPORT_ROWS
    const declared = sheetXml(rowXml(1, ['name']) + rowXml(2, ['x']), `A1:A${cap + 2}`)
    expect((await refusal(read(workbookFile(declared)))).code).toBe(413)
    const far = sheetXml(rowXml(1, ['name']) + rowXml(cap + 2, ['x']))
    expect((await refusal(read(workbookFile(far)))).code).toBe(413)
    const atCap = await read(bombWorkbook(cap + 1))
    expect(atCap).toHaveLength(cap)
    const overCap = await refusal(read(bombWorkbook(cap + 2)))
    expect(overCap).toEqual({ code: 413, message: `Import at most ${cap} rows at once` })
  })

  it('refuses (415) a zip that is not a workbook, a file that is not a zip and a zip whose parts lie about their size', async () => {
    const notWorkbook = await refusal(read(zipFile([{ name: 'notes.txt', data: 'hello' }])))
    expect(notWorkbook.code).toBe(415)
    expect((await refusal(read(Buffer.from('name\nx\n')))).code).toBe(415)
    const sheet = sheetXml(rowXml(1, ['name']) + rowXml(2, ['x'.repeat(10_000)]))
    const liar = zipFile([
      { name: '[Content_Types].xml', data: '<Types/>' },
      {
        name: 'xl/workbook.xml',
        data: '<workbook xmlns:r="r"><sheets><sheet r:id="rId1"/></sheets></workbook>'
      },
      { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: 200 }
    ])
    expect((await refusal(read(liar))).code).toBe(415)
  })

  it('refuses (413) a zip whose parts declare more than the inflated cap, before inflating them', async () => {
    const huge = zipFile([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>', declaredSize: 150 * 1024 * 1024 },
      { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>', declaredSize: 150 * 1024 * 1024 }
    ])
    expect((await refusal(read(huge))).code).toBe(413)
  })
})
