import { PassThrough } from 'node:stream'
import { BadRequest } from '@feathersjs/errors'
import { QueryParser, type CollectionDef, type ListQuery } from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import type { ItemsService } from '../items/items.class'
import { matchingRows } from './matching-rows'
import { storedCells } from './stored-cells'
import { exportColumns } from './export-columns'
import { jobSlots } from './job-slots'
import { transferAccess } from './transfer-access'
import { jobIdOf, transferJob } from './transfer-jobs'
import { DownloadClosed } from './writable-again'
import { writeCsv } from './write-csv'
import { writeXlsx } from './write-xlsx'

const EXPORT_PATH = /^\/export\/([A-Za-z0-9_]+)\/?$/
/**
 * Exports one process runs at once: each holds a database connection (PostgreSQL: one of the
 * pool's ten) and a cursor for as long as its download lasts, so that requests always find one.
 */
const EXPORTS_AT_ONCE = 4
const FORMATS = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
}
type Format = keyof typeof FORMATS

/**
 * `GET /api/export/{service}?format=csv|xlsx&{list query}` (C13, R-IO-02..04): the rows the list
 * query matches, in its order, as a file download; every column, or with `columns=a,b` those
 * fields as a list shows them. Needs read and the export flag (R-IO-07). `X-Total-Count` tells the
 * rows to come; with `job={id}`, `GET /api/transfer-progress/{id}` tells how many were written, and
 * a download closed early stops the scan.
 */
export const exportFile = (app: Application) => {
  const slots = jobSlots(EXPORTS_AT_ONCE, 'exports', 'tooManyExports')
  return async (ctx: Context, next: Next) => {
    const match = EXPORT_PATH.exec(ctx.path)
    if (!match || ctx.method !== 'GET') return next()
    const { collection, user } = await transferAccess(app, ctx, match[1], 'export')
    const release = slots.take()
    try {
      await startExport(app, ctx, collection, user, release)
    } catch (error) {
      release()
      throw error
    }
  }
}

/** Writes the file of one export; `release` frees its slot once the download has ended, however. */
const startExport = async (
  app: Application,
  ctx: Context,
  collection: CollectionDef,
  user: { _id: string },
  release: () => void
) => {
  const { format = 'csv', columns: chosen, job: jobId, ...raw } = ctx.query as Record<string, unknown>
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
  const job = transferJob(app, user._id, jobIdOf(jobId))
  const whole = { ...query, select: undefined, populate: undefined, cursor: undefined }
  // The exact count, also for a big table: progress and X-Total-Count end where the file does.
  const total = Number((await service._find({ ...whole, limit: 0, skip: 0, exactCount: true })).total ?? 0)
  job.report('export', 0, total)
  const { rows, close } = await matchingRows(service, query, (done) => job.report('export', done, total))
  const stamp = new Date().toISOString().slice(0, 10)
  ctx.set('Content-Disposition', `attachment; filename="${collection.name}-${stamp}.${format}"`)
  ctx.set('Cache-Control', 'no-store')
  ctx.set('X-Total-Count', String(total))
  ctx.type = FORMATS[format as Format]
  const out = new PassThrough()
  ctx.body = out
  const cells = storedCells(app.get('dialect'), service.model, columns)
  const write =
    format === 'csv'
      ? writeCsv(rows, columns, cells, out)
      : writeXlsx(rows, columns, cells, out, collection.name)
  const logger = app.get('logger')
  const about = { user: user._id, service: collection.name }
  void write
    .then(
      () => 'done' as const,
      (error) => {
        // The client went away: Koa closes the body when the response closes.
        if (error instanceof DownloadClosed) return 'cancelled' as const
        logger.error({ err: error, ...about }, 'export failed')
        out.destroy(error)
        return 'failed' as const
      }
    )
    .then(async (end) => {
      // The cursor is freed however the download ended; a cancelled one stops the scan here.
      await close().catch((error) => logger.error({ err: error, ...about }, 'export cursor not closed'))
      release()
      if (end === 'cancelled') logger.info(about, 'export cancelled')
      job.end(end)
    })
}
