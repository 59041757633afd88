import { deflateRawSync } from 'node:zlib'
import fc from 'fast-check'
import { rowXml, sheetXml, workbookFile } from '../transfer/workbook-file'
import { zipFile } from '../transfer/zip-file'
import { hostileText, longText, nulText, PROTOTYPE_NAMES, surrogateText } from './hostile-values'

/** A file to upload: its bytes and what it is, for the report of a failure. */
export interface UploadFile {
  kind: string
  data: Buffer
}

const plainCell = fc.stringMatching(/^[A-Za-z0-9 ]{0,12}$/)

/** Hostile cells: texts, formulas, JSON for list and object columns, CSV quoting breakers. */
const cellText = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: fc.oneof(nulText, surrogateText), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '=1+1',
      '=HYPERLINK("http://x")',
      '+cmd',
      '-1',
      '@x',
      '"',
      '""',
      'a"b',
      'a,b',
      'a\nb',
      'a\rb',
      '[1,2',
      '[]',
      '{}',
      '{"__proto__":{"polluted":true}}',
      '[{"name":"x","price":"y"}]',
      '[{"__proto__":{"polluted":true}}]',
      'true',
      'null',
      '2024-02-30',
      '01m87r45akrsg1y4p505n415av'
    ),
    weight: 3
  },
  { arbitrary: longText, weight: 1 }
)

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

/** Header rows: the collection's columns, or columns it lacks, repeated, empty or prototype-named. */
const headerOf = (columns: string[]) =>
  fc.oneof(
    { arbitrary: fc.shuffledSubarray(columns, { minLength: 1 }), weight: 6 },
    {
      arbitrary: fc
        .tuple(
          fc.shuffledSubarray(columns, { minLength: 1 }),
          fc.array(fc.constantFrom('', 'nope', ...PROTOTYPE_NAMES, columns[0], `${columns[0]}.xx`), {
            minLength: 1,
            maxLength: 3
          })
        )
        .map(([real, odd]) => [...real, ...odd]),
      weight: 2
    }
  )

/**
 * Rows of plain cells with up to three hostile ones among them: one bad cell may refuse a whole
 * file, so each file carries few.
 */
const rowsOf = (width: number) =>
  fc
    .tuple(
      fc.array(fc.array(plainCell, { minLength: width, maxLength: width }), { maxLength: 5 }),
      fc.array(fc.tuple(fc.nat(), cellText), { maxLength: 3 })
    )
    .map(([rows, hostile]) => {
      const cells = rows.length * width
      for (const [at, text] of hostile) if (cells) rows[Math.floor((at % cells) / width)][at % width] = text
      return rows
    })

/** A CSV file of hostile cells; sometimes with a byte order mark, bytes that are not UTF-8, or broken quoting. */
export const csvFileOf = (columns: string[]): fc.Arbitrary<UploadFile> =>
  fc
    .tuple(
      headerOf(columns).chain((header) => rowsOf(header.length).map((rows) => [header, rows] as const)),
      fc.constantFrom('plain', 'plain', 'plain', 'bom', 'latin1', 'cr', 'unclosed quote', 'ragged')
    )
    .map(([[header, rows], variant]) => {
      const lines = [header, ...rows]
      let text = lines.map((line) => line.map(csvCell).join(',')).join(variant === 'cr' ? '\r' : '\n')
      if (variant === 'unclosed quote') text += '\n"unclosed,cell'
      if (variant === 'ragged') text += '\nonly-one-cell'
      const data =
        variant === 'latin1'
          ? Buffer.from(`${text}\n\xff\xfe\xed\xa0\x80`, 'latin1')
          : Buffer.from(variant === 'bom' ? `\ufeff${text}` : text)
      return { kind: `csv (${variant})`, data }
    })

/** Cells of kinds a reader may not expect, as the sheet XML writes them. */
const xmlCell = fc.constantFrom(
  '<c t="s"><v>999</v></c>',
  '<c t="s"><v>-1</v></c>',
  '<c><f>1/0</f></c>',
  '<c t="e"><v>#DIV/0!</v></c>',
  '<c t="b"><v>2</v></c>',
  '<c t="d"><v>garbage</v></c>',
  '<c><v>1e400</v></c>',
  '<c><v>NaN</v></c>',
  '<c r="XFD1048576"><v>1</v></c>',
  '<c r="A0"><v>1</v></c>',
  '<c t="inlineStr"><is><r><t>rich</t></r><r><t>text</t></r></is></c>',
  '<c t="inlineStr"><is><t>&#0;</t></is></c>',
  '<c t="inlineStr"><is><t>&unknown;</t></is></c>',
  '<c t="inlineStr"><is><t><![CDATA[<x>]]></t></is></c>'
)

/** An xlsx workbook (a real zip of sheet XML) whose cells are hostile. */
export const xlsxFileOf = (columns: string[]): fc.Arbitrary<UploadFile> =>
  fc
    .tuple(
      headerOf(columns).chain((header) => rowsOf(header.length).map((rows) => [header, rows] as const)),
      fc.array(fc.tuple(fc.nat(), xmlCell), { maxLength: 2 }),
      fc.boolean()
    )
    .map(([[header, rows], odd, dimension]) => {
      const body = rows
        .map((cells, index) => {
          const row = rowXml(index + 2, cells)
          const extra = odd.filter(([at]) => at % rows.length === index).map(([, xml]) => xml)
          return extra.length ? row.replace('</row>', `${extra.join('')}</row>`) : row
        })
        .join('')
      const xml = rowXml(1, header) + body
      return {
        kind: 'xlsx',
        data: workbookFile(sheetXml(xml, dimension ? `A1:Z${rows.length + 1}` : undefined))
      }
    })

/** Builds a large file once, however many cases use it. */
const once = (make: () => Buffer) => {
  let made: Buffer | undefined
  return () => (made ??= make())
}

/** Files that only look like workbooks, and bombs: far more rows or bytes unzipped than zipped. */
const strangeFiles: Array<[string, () => Buffer]> = [
  ['empty file', () => Buffer.alloc(0)],
  [
    'random bytes',
    once(() => Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256)))
  ],
  ['zip that is no workbook', once(() => zipFile([{ name: 'hello.txt', data: 'hello' }]))],
  [
    'zip whose sizes lie',
    once(() => zipFile([{ name: 'xl/worksheets/sheet1.xml', data: 'x'.repeat(1000), declaredSize: 1 }]))
  ],
  [
    'workbook cut in half',
    once(() => {
      const full = workbookFile(sheetXml(rowXml(1, ['name']) + rowXml(2, ['Cut'])))
      return full.subarray(0, Math.floor(full.length / 2))
    })
  ],
  [
    'xml entity expansion',
    once(() =>
      workbookFile(
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>' +
            '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c t="inlineStr"><is><t>name</t></is></c></row><row r="2"><c t="inlineStr"><is><t>&d;&d;&d;</t></is></c></row></sheetData></worksheet>'
        )
      )
    )
  ],
  [
    'row bomb (1,000,000 rows)',
    once(() => {
      const row = Buffer.from('<row><c t="inlineStr"><is><t>Tutor</t></is></c></row>')
      return workbookFile(
        sheetXml(
          Buffer.concat([Buffer.from(rowXml(1, ['name'])), Buffer.alloc(row.length * 1_000_000).fill(row)])
        )
      )
    })
  ],
  [
    'cell bomb (one 100 MB cell)',
    once(() => {
      const sheet = Buffer.concat([
        Buffer.from(rowXml(1, ['name']) + '<row r="2"><c r="A2" t="inlineStr"><is><t>'),
        Buffer.alloc(100 * 1024 * 1024, 'a'),
        Buffer.from('</t></is></c></row>')
      ])
      return workbookFile(sheetXml(sheet))
    })
  ],
  [
    'shared strings bomb',
    once(() =>
      workbookFile(sheetXml(rowXml(1, ['name']) + '<row r="2"><c r="A2" t="s"><v>0</v></c></row>'), [
        {
          name: 'xl/sharedStrings.xml',
          data: Buffer.concat([
            Buffer.from(
              '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>'
            ),
            Buffer.alloc(100 * 1024 * 1024, 'b'),
            Buffer.from('</t></si></sst>')
          ])
        }
      ])
    )
  ],
  [
    'deflate bomb beside the sheet',
    once(() =>
      zipFile([
        { name: 'xl/worksheets/sheet1.xml', data: deflateRawSync(Buffer.alloc(1024)) },
        { name: 'big.bin', data: Buffer.alloc(100 * 1024 * 1024) }
      ])
    )
  ]
]

export const strangeFileOf: fc.Arbitrary<UploadFile> = fc
  .constantFrom(...strangeFiles)
  .map(([kind, make]) => ({ kind, data: make() }))

/** The strange file whose name starts with `kind` (`row bomb`, `cell bomb` …). */
export const strangeFile = (kind: string): Buffer => {
  const found = strangeFiles.find(([name]) => name.startsWith(kind))
  if (!found) throw new Error(`no strange file ${kind}`)
  return found[1]()
}
