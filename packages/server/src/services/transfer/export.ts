import { PassThrough } from 'node:stream'
import { BadRequest } from '@feathersjs/errors'
import { QueryParser, type ListQuery } from '@tutor-admin/shared'
import { stringify } from 'csv-stringify'
import ExcelJS from 'exceljs'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import type { ItemsService } from '../items/items.class'
import { tableColumns, toCell, type TableColumn } from './table-columns'
import { transferAccess } from './transfer-access'

const EXPORT_PATH = /^\/export\/([A-Za-z0-9_]+)\/?$/
const FORMATS = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
}
type Format = keyof typeof FORMATS
const BATCH = 1000

type Row = Record<string, unknown>

/** Every row a list query matches, a keyset page at a time, in the list's order. */
async function* matchingRows(service: ItemsService, query: ListQuery): AsyncGenerator<Row[]> {
  let cursor = ''
  for (;;) {
    const page = await service._find({
      ...query,
      select: undefined,
      populate: undefined,
      limit: BATCH,
      skip: 0,
      cursor
    })
    if (page.data.length) yield page.data
    if (!page.cursors?.next) return
    cursor = page.cursors.next
  }
}

const writeCsv = async (rows: AsyncGenerator<Row[]>, columns: TableColumn[], out: PassThrough) => {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  out.write('\uFEFF')
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    cast: { boolean: String }
  })
  csv.pipe(out)
  for await (const batch of rows)
    for (const row of batch)
      if (!csv.write(columns.map((c) => toCell(row, c)))) await new Promise((r) => csv.once('drain', r))
  csv.end()
}

const writeXlsx = async (
  rows: AsyncGenerator<Row[]>,
  columns: TableColumn[],
  out: PassThrough,
  name: string
) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false
  })
  const sheet = workbook.addWorksheet(name)
  sheet.addRow(columns.map((column) => column.header)).commit()
  for await (const batch of rows)
    for (const row of batch) sheet.addRow(columns.map((c) => toCell(row, c))).commit()
  sheet.commit()
  await workbook.commit()
}

/**
 * `GET /api/export/{service}?format=csv|xlsx&{list query}` (C13, R-IO-02..04): the rows the list
 * query matches, in its order, as a file download. Needs read and the export flag (R-IO-07).
 */
export const exportFile = (app: Application) => async (ctx: Context, next: Next) => {
  const match = EXPORT_PATH.exec(ctx.path)
  if (!match || ctx.method !== 'GET') return next()
  const { collection, user } = await transferAccess(app, ctx, match[1], 'export')
  const { format = 'csv', ...raw } = ctx.query as Record<string, unknown>
  if (typeof format !== 'string' || !(format in FORMATS))
    throw new BadRequest('format must be csv or xlsx', { errors: { format: 'must be csv or xlsx' } })
  const service = app.service(collection.name) as ItemsService
  let query: ListQuery
  try {
    query = new QueryParser(collection.fields).parse(raw)
  } catch (error) {
    throw new BadRequest((error as Error).message, { errors: (error as { errors?: unknown }).errors })
  }
  const columns = tableColumns(collection)
  const rows = matchingRows(service, query)
  const stamp = new Date().toISOString().slice(0, 10)
  ctx.set('Content-Disposition', `attachment; filename="${collection.name}-${stamp}.${format}"`)
  ctx.set('Cache-Control', 'no-store')
  ctx.type = FORMATS[format as Format]
  const out = new PassThrough()
  ctx.body = out
  const write =
    format === 'csv' ? writeCsv(rows, columns, out) : writeXlsx(rows, columns, out, collection.name)
  write.catch((error) => {
    app.get('logger').error({ err: error, user: user._id, service: collection.name }, 'export failed')
    out.destroy(error)
  })
}
