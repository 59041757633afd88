import { PassThrough } from 'node:stream'
import { BadRequest } from '@feathersjs/errors'
import { QueryParser, type ListQuery } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import type { ItemsService } from '../items/items.class'
import { matchingRows } from './matching-rows'
import { exportColumns } from './export-columns'
import { transferAccess } from './transfer-access'
import { writeCsv } from './write-csv'
import { writeXlsx } from './write-xlsx'

const EXPORT_PATH = /^\/export\/([A-Za-z0-9_]+)\/?$/
const FORMATS = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
}
type Format = keyof typeof FORMATS

/**
 * `GET /api/export/{service}?format=csv|xlsx&{list query}` (C13, R-IO-02..04): the rows the list
 * query matches, in its order, as a file download; every column, or with `columns=a,b` those
 * fields as a list shows them. Needs read and the export flag (R-IO-07).
 */
export const exportFile = (app: Application) => async (ctx: Context, next: Next) => {
  const match = EXPORT_PATH.exec(ctx.path)
  if (!match || ctx.method !== 'GET') return next()
  const { collection, user } = await transferAccess(app, ctx, match[1], 'export')
  const { format = 'csv', columns: chosen, ...raw } = ctx.query as Record<string, unknown>
  if (typeof format !== 'string' || !Object.hasOwn(FORMATS, format))
    throw new BadRequest('format must be csv or xlsx', { errors: { format: 'must be csv or xlsx' } })
  const service = app.service(collection.name) as ItemsService
  let query: ListQuery
  try {
    query = new QueryParser(collection.fields).parse(raw)
  } catch (error) {
    throw new BadRequest((error as Error).message, { errors: (error as { errors?: unknown }).errors })
  }
  const columns = exportColumns(collection, chosen)
  const rows = await matchingRows(service, query)
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
