import { BadRequest } from '@feathersjs/errors'
import {
  errorData,
  type CollectionDef,
  type ImportChoices,
  type ImportError,
  type ImportReport
} from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import { newId } from '../../db/ids'
import type { ItemsService } from '../items/items.class'
import { readTable } from './read-table'
import type { TableRead } from './read-table.types'
import { receiveFiles } from '../../uploads/receive-files'
import { uploadTempDir } from '../../uploads/temp-files'
import { importHeaders, tableColumns } from './table-columns'
import { readImportChoices } from './import-options'
import { importTargets, planRows, rowsWithTheirRefs, type ImportRun } from './import-plan'
import { writeRows } from './import-write'
import { transferAccess } from './transfer-access'
import { clientGone, jobIdOf, transferJob } from './transfer-jobs'

const IMPORT_PATH = /^\/import\/([A-Za-z0-9_]+)\/?$/
/** Most row errors an answer lists; the counts cover them all. */
const MAX_REPORTED_ERRORS = 1000
/** Columns a file may carry that the server sets itself: read and ignored. */
const SERVER_COLUMNS = new Set(['created', 'modified', 'modifiedBy'])

const checkHeaders = (headers: string[], collection: CollectionDef) => {
  const known = importHeaders(tableColumns(collection))
  const unknown = headers.filter((header) => !known.has(header) && !SERVER_COLUMNS.has(header))
  if (unknown.length)
    throw new BadRequest(`Unknown columns: ${unknown.join(', ')}`, {
      errors: Object.fromEntries(unknown.map((header) => [header, 'is not a column of this list'])),
      ...errorData('unknownColumns', { columns: unknown })
    })
}

/** Plans the rows, writes the good ones unless on a dry run, and reports. */
const importRows = async (
  app: Application,
  collection: CollectionDef,
  userId: string,
  { rows, encoding }: TableRead,
  dryRun: boolean,
  choices: ImportChoices,
  run: ImportRun
): Promise<ImportReport> => {
  const service = app.service(collection.name) as ItemsService
  run.job.report('check', 0, rows.length)
  const targets = await importTargets(app, service, collection, rows, choices.matchBy)
  const errors: ImportError[] = []
  const plan = async (range: [number, number]) => {
    const planned = await planRows(app, collection, targets, choices, run, range, errors)
    if (range[1] === rows.length) run.job.report('check', rows.length, rows.length)
    return planned
  }
  // The rows written are one batch of the journal, which `POST /api/undo` reverses.
  const batch = dryRun ? undefined : newId()
  const source = { user: userId, via: 'import' as const, batch }
  const good = batch
    ? await writeRows({ app, service, existing: targets.existing, errors, run, source }, rows.length, plan)
    : await rowsWithTheirRefs(app.get('knex'), app, service, await plan([0, rows.length]), errors)
  const written = good.length ? batch : undefined
  if (written) run.job.report('write', good.length, good.length)
  const updated = good.filter((plan) => plan.id).length
  const failedRows = new Set(errors.map((error) => error.row)).size
  return {
    dryRun,
    total: rows.length,
    created: good.length - updated,
    updated,
    failed: failedRows,
    // Checked a batch at a time, the references after the values: reported in the file's order.
    errors: errors.sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED_ERRORS),
    ...(written ? { batch: written } : {}),
    ...(encoding ? { encoding } : {})
  }
}

/**
 * `POST /api/import/{service}` with a csv (or tab-separated text, in any encoding `decodeText`
 * reads) or xlsx `file`, `dryRun` and the dialog's `options`
 * (C14, R-IO-05/06, R-ED-13): rows with a known `_id` (or, when chosen, the route's `matchBy`
 * value of a record) update it, others create records; the chosen values fill the fields a row
 * leaves empty. Bad rows are reported; good rows are written in one transaction, or not at all on
 * a dry run. Needs write and the import flag (R-IO-07). With `?job={id}`, `GET
 * /api/transfer-progress/{id}` tells how far it has checked and written; a client that goes away
 * before the answer cancels it, and nothing is written.
 */
export const importFile = (app: Application) => async (ctx: Context, next: Next) => {
  const match = IMPORT_PATH.exec(ctx.path)
  if (!match || ctx.method !== 'POST') return next()
  const { collection, user } = await transferAccess(app, ctx, match[1], 'import')
  const run = { job: transferJob(app, user._id, jobIdOf(ctx.query.job)), signal: clientGone(ctx) }
  const config = app.get('config')
  const upload = await receiveFiles(ctx.req, {
    part: 'file',
    maxBytes: config.uploadMaxBytes,
    maxFiles: 1,
    dir: uploadTempDir(config.dataDir)
  })
  try {
    const dryRun = upload.fields.dryRun === 'true'
    const choices = readImportChoices(collection, upload.fields.options, app.get('catalogue').enums)
    const table = await readTable(upload.files[0], {
      checkHeaders: (headers) => checkHeaders(headers, collection)
    })
    ctx.status = dryRun ? 200 : 201
    ctx.body = await importRows(app, collection, user._id, table, dryRun, choices, run)
    run.job.end('done')
  } catch (error) {
    run.job.end(run.signal.aborted ? 'cancelled' : 'failed')
    throw error
  } finally {
    await upload.remove()
  }
}
