import { BadRequest } from '@feathersjs/errors'
import {
  validateRecord,
  ValidationFailure,
  type CollectionDef,
  type EnumDef,
  type ImportError,
  type ImportReport
} from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import { fromRow } from '../../db/row-codec'
import { missingRefIds, refErrorsOf } from '../items/check-refs'
import type { ItemsService } from '../items/items.class'
import { readTable, type TableRow } from './read-table'
import { receiveFiles } from '../../uploads/receive-files'
import { uploadTempDir } from '../../uploads/temp-files'
import { importHeaders, rowToRecord, tableColumns } from './table-columns'
import { transferAccess } from './transfer-access'

const IMPORT_PATH = /^\/import\/([A-Za-z0-9_]+)\/?$/
/** Most row errors an answer lists; the counts cover them all. */
const MAX_REPORTED_ERRORS = 1000
/** Rows validated between two turns of the event loop. */
const VALIDATE_BATCH = 1000
/** Columns a file may carry that the server sets itself: read and ignored. */
const SERVER_COLUMNS = new Set(['created', 'modified', 'modifiedBy'])

type Row = Record<string, unknown>
interface Planned {
  /** Line in the file: the header is line 1. */
  line: number
  id?: string
  record: Row
}

const checkHeaders = (headers: string[], collection: CollectionDef) => {
  const known = importHeaders(tableColumns(collection))
  const unknown = headers.filter((header) => !known.has(header) && !SERVER_COLUMNS.has(header))
  if (unknown.length)
    throw new BadRequest(`Unknown columns: ${unknown.join(', ')}`, {
      errors: Object.fromEntries(unknown.map((header) => [header, 'is not a column of this list']))
    })
}

/** Validates every row like a create (or a patch of the row with that `_id`), collecting per-row errors. */
const planRows = async (
  app: Application,
  service: ItemsService,
  collection: CollectionDef,
  rows: TableRow[]
) => {
  const enums: Record<string, EnumDef> = app.get('catalogue').enums
  const columns = tableColumns(collection)
  const knex = app.get('knex')
  const ids = rows.map((row) => (typeof row._id === 'string' ? row._id.trim() : '')).filter(Boolean)
  const existing = new Map<string, Row>()
  for (let start = 0; start < ids.length; start += 1000)
    for (const row of await knex(service.model.table).whereIn('_id', ids.slice(start, start + 1000)))
      existing.set(row._id, fromRow(app.get('dialect'), service.model, row))

  const errors: ImportError[] = []
  const planned: Planned[] = []
  for (const [index, row] of rows.entries()) {
    // Tens of thousands of rows take a while to validate: other requests get their turns between.
    if (index % VALIDATE_BATCH === VALIDATE_BATCH - 1) await new Promise((resolve) => setImmediate(resolve))
    const line = index + 2
    const { _id, ...body } = rowToRecord(row, columns)
    const id = typeof _id === 'string' && existing.has(_id) ? _id : undefined
    try {
      planned.push({
        line,
        id,
        record: validateRecord(collection.fields, body, id ? 'patch' : 'create', enums)
      })
    } catch (error) {
      if (!(error instanceof ValidationFailure)) throw error
      for (const [field, message] of Object.entries(error.errors)) errors.push({ row: line, field, message })
    }
  }
  const missing = await missingRefIds(
    knex,
    app.get('catalogue'),
    service.model,
    planned.map((plan) => plan.record)
  )
  const good = planned.filter((plan) => {
    const refErrors = Object.entries(refErrorsOf(service.model, plan.record, missing))
    for (const [field, message] of refErrors) errors.push({ row: plan.line, field, message })
    return refErrors.length === 0
  })
  return { good, errors, existing }
}

/** Plans the rows, writes the good ones unless on a dry run, and reports. */
const importRows = async (
  app: Application,
  collection: CollectionDef,
  userId: string,
  rows: TableRow[],
  dryRun: boolean
): Promise<ImportReport> => {
  const service = app.service(collection.name) as ItemsService
  const { good, errors, existing } = await planRows(app, service, collection, rows)
  const creates = good.filter((plan) => !plan.id)
  const updates = good.filter((plan) => plan.id)
  if (!dryRun && good.length)
    await app.get('knex').transaction(async (trx) => {
      await service._create(
        creates.map((plan) => plan.record),
        userId,
        trx
      )
      for (const plan of updates)
        await service._patch(plan.id!, plan.record, userId, trx, existing.get(plan.id!)!)
    })
  const failedRows = new Set(errors.map((error) => error.row)).size
  return {
    dryRun,
    total: rows.length,
    created: creates.length,
    updated: updates.length,
    failed: failedRows,
    errors: errors.slice(0, MAX_REPORTED_ERRORS)
  }
}

/**
 * `POST /api/import/{service}` with a csv or xlsx `file` and `dryRun` (C14, R-IO-05/06): rows with
 * a known `_id` update it, others create records. Bad rows are reported; good rows are written in
 * one transaction, or not at all on a dry run. Needs write and the import flag (R-IO-07).
 */
export const importFile = (app: Application) => async (ctx: Context, next: Next) => {
  const match = IMPORT_PATH.exec(ctx.path)
  if (!match || ctx.method !== 'POST') return next()
  const { collection, user } = await transferAccess(app, ctx, match[1], 'import')
  const config = app.get('config')
  const upload = await receiveFiles(ctx.req, {
    part: 'file',
    maxBytes: config.uploadMaxBytes,
    maxFiles: 1,
    dir: uploadTempDir(config.dataDir)
  })
  try {
    const dryRun = upload.fields.dryRun === 'true'
    const rows = await readTable(upload.files[0], {
      checkHeaders: (headers) => checkHeaders(headers, collection)
    })
    ctx.status = dryRun ? 200 : 201
    ctx.body = await importRows(app, collection, user._id, rows, dryRun)
  } finally {
    await upload.remove()
  }
}
