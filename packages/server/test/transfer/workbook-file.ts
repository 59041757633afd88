import { zipFile, type ZipPart } from './zip-file'

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/** `A`, `B`, … `AA` for a column index from 0. */
export const columnName = (index: number): string =>
  (index >= 26 ? columnName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26))

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One `<row>` of inline strings and numbers. */
export const rowXml = (number: number, cells: Array<string | number>) =>
  `<row r="${number}">${cells
    .map((cell, column) =>
      typeof cell === 'number'
        ? `<c r="${columnName(column)}${number}"><v>${cell}</v></c>`
        : `<c r="${columnName(column)}${number}" t="inlineStr"><is><t>${escapeXml(cell)}</t></is></c>`
    )
    .join('')}</row>`

export const sheetXml = (rows: string | Buffer, dimension?: string) =>
  Buffer.concat([
    Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}">` +
        (dimension ? `<dimension ref="${dimension}"/>` : '') +
        '<sheetData>'
    ),
    Buffer.isBuffer(rows) ? rows : Buffer.from(rows),
    Buffer.from('</sheetData></worksheet>')
  ])

/** A minimal xlsx workbook around one sheet's XML, with further parts when given. */
export const workbookFile = (sheet: Buffer, extra: ZipPart[] = []) =>
  zipFile([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>'
    },
    {
      name: 'xl/workbook.xml',
      data: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
    ...extra
  ])

/**
 * The workbook of the issue: a `name,hourlyRate` header and `rows - 1` rows under it, about 5 MB
 * zipped for a million rows. With `dimension` the sheet declares its size up front, as Excel
 * writes it; without, only the rows tell.
 */
export const bombWorkbook = (rows: number, options: { dimension?: boolean } = {}) => {
  let xml = rowXml(1, ['name', 'hourlyRate'])
  for (let number = 2; number <= rows; number++)
    xml += `<row r="${number}"><c t="inlineStr"><is><t>Tutor</t></is></c><c><v>${number % 500}</v></c></row>`
  return workbookFile(sheetXml(xml, options.dimension ? `A1:B${rows}` : undefined))
}
