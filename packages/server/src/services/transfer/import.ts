import { BadRequest } from '@feathersjs/errors'
import {
  errorData,
  validateRecord,
  ValidationFailure,
  withImportValues,
  type CollectionDef,
  type EnumDef,
  type ImportChoices,
  type ImportError,
  type ImportReport
} from '@tutor-admin/shared'
import type { Context, Next } from 'koa'
import type { Application } from '../../declarations'
import { newId } from '../../db/ids'
import { fromRow } from '../../db/row-codec'
import { missingRefIds, refErrorsOf } from '../items/check-refs'
import type { ItemsService } from '../items/items.class'
import { readTable } from './read-table'
import type { TableRead } from './read-table.types'
import { receiveFiles } from '../../uploads/receive-files'
import { uploadTempDir } from '../../uploads/temp-files'
import { importHeaders, rowToRecord, tableColumns } from './table-columns'
import { readImportChoices } from './import-options'
import { matchKey, matchValue, recordsByValue } from './match-by'
import { transferAccess } from './transfer-access'
import { clientGone, jobIdOf, stopIfGone, transferJob, type TransferJob } from './transfer-jobs'

const IMPORT_PATH = /^\/import\/([A-Za-z0-9_]+)\/?$/
/** Most row errors an answer lists; the counts cover them all. */
const MAX_REPORTED_ERRORS = 1000
/** Rows validated between two turns of the event loop. */
const VALIDATE_BATCH = 1000
/** Columns a file may carry that the server sets itself: read and ignored. */
const SERVER_COLUMNS = new Set(['created', 'modified', 'modifiedBy'])

type Row = Record<string, unknown>
/** Where an import reports its progress, and whether its client is still there. */
interface ImportRun {
  job: TransferJob
  signal: AbortSignal
}
interface Planned {
  /** Line in the file: the header is line 1. */
  line: number
  id?: string
  record: Row
}

/** The record a row updates, or what keeps the row from being matched to one. */
interface RowTarget {
  id?: string
  problem?: Omit<ImportError, 'row' | 'field'>
}

const checkHeaders = (headers: string[], collection: CollectionDef) => {
  const known = importHeaders(tableColumns(collection))
  const unknown = headers.filter((header) => !known.has(header) && !SERVER_COLUMNS.has(header))
  if (unknown.length)
    throw new BadRequest(`Unknown columns: ${unknown.join(', ')}`, {
      errors: Object.fromEntries(unknown.map((header) => [header, 'is not a column of this list'])),
      ...errorData('unknownColumns', { columns: unknown })
    })
}

/**
 * The record each row updates: the one with its `_id`, else with its value of the chosen match
 * field (R-ED-13). A value that finds several records, or that an earlier row of the file already
 * used, is an error of the row.
 */
const rowTargets = async (
  app: Application,
  service: ItemsService,
  collection: CollectionDef,
  records: Row[],
  matchBy: string | undefined
) => {
  const knex = app.get('knex')
  const dialect = app.get('dialect')
  const enums = app.get('catalogue').enums
  const ids = records
    .map((record) => (typeof record._id === 'string' ? record._id.trim() : ''))
    .filter(Boolean)
  const existing = new Map<string, Row>()
  for (let start = 0; start < ids.length; start += 1000)
    for (const row of await knex(service.model.table).whereIn('_id', ids.slice(start, start + 1000)))
      existing.set(row._id, fromRow(dialect, service.model, row))
  const field = collection.fields.find((candidate) => candidate.name === matchBy)
  const values = field ? records.map((record) => matchValue(field, record[field.name], enums)) : []
  const matches = field
    ? await recordsByValue(
        knex,
        dialect,
        service.model,
        field,
        values.filter((value) => value !== undefined)
      )
    : new Map<string, Row[]>()
  const firstLine = new Map<string, number>()
  const targets = records.map((record, index): RowTarget => {
    const id = typeof record._id === 'string' && existing.has(record._id) ? record._id : undefined
    if (id || !field || values[index] === undefined) return { id }
    const key = matchKey(values[index])
    const seen = firstLine.get(key)
    if (seen !== undefined)
      return {
        problem: {
          message: `repeats the ${field.name} of line ${seen}`,
          problem: { code: 'matchRepeated', line: seen }
        }
      }
    firstLine.set(key, index + 2)
    const found = matches.get(key) ?? []
    if (found.length > 1)
      return {
        problem: {
          message: `matches ${found.length} records: cannot tell which to update`,
          problem: { code: 'matchAmbiguous', count: found.length }
        }
      }
    if (found.length === 1) existing.set(found[0]._id as string, found[0])
    return { id: found[0]?._id as string | undefined }
  })
  return { existing, targets }
}

/**
 * Validates every row like a create (or a patch of the record it updates, see `rowTargets`), with
 * the chosen values in the fields it leaves empty, collecting per-row errors.
 */
const planRows = async (
  app: Application,
  service: ItemsService,
  collection: CollectionDef,
  rows: TableRead['rows'],
  choices: ImportChoices,
  run: ImportRun
) => {
  const enums: Record<string, EnumDef> = app.get('catalogue').enums
  const columns = tableColumns(collection)
  const knex = app.get('knex')
  const records = rows.map((row) => rowToRecord(row, columns))
  const { existing, targets } = await rowTargets(app, service, collection, records, choices.matchBy)

  const errors: ImportError[] = []
  const planned: Planned[] = []
  for (const [index, { _id: _given, ...body }] of records.entries()) {
    // Tens of thousands of rows take a while to validate: other requests get their turns between.
    if (index % VALIDATE_BATCH === VALIDATE_BATCH - 1) {
      await new Promise((resolve) => setImmediate(resolve))
      stopIfGone(run.signal)
      run.job.report('check', index + 1, records.length)
    }
    const line = index + 2
    const { id, problem } = targets[index]
    if (problem) {
      errors.push({ row: line, field: choices.matchBy!, ...problem })
      continue
    }
    try {
      const filled = withImportValues(body, choices.values, id ? existing.get(id) : undefined)
      planned.push({
        line,
        id,
        record: validateRecord(collection.fields, filled, id ? 'patch' : 'create', enums)
      })
    } catch (error) {
      if (!(error instanceof ValidationFailure)) throw error
      const problems = error.fieldProblems()
      for (const [field, message] of Object.entries(error.errors))
        errors.push({ row: line, field, message, problem: problems[field] })
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
    for (const [field, message] of refErrors)
      errors.push({ row: plan.line, field, message, problem: { code: 'missingRef' } })
    return refErrors.length === 0
  })
  return { good, errors, existing }
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
  const { good, errors, existing } = await planRows(app, service, collection, rows, choices, run)
  run.job.report('check', rows.length, rows.length)
  const creates = good.filter((plan) => !plan.id)
  const updates = good.filter((plan) => plan.id)
  // The rows written are one batch of the journal, which `POST /api/undo` reverses.
  const batch = !dryRun && good.length ? newId() : undefined
  if (batch) {
    const source = { user: userId, via: 'import' as const, batch }
    run.job.report('write', 0, good.length)
    await app.get('knex').transaction(async (trx) => {
      await service._create(
        creates.map((plan) => plan.record),
        source,
        trx
      )
      await service._patchMany(
        updates.map((plan) => ({ id: plan.id!, changes: plan.record, current: existing.get(plan.id!)! })),
        source,
        trx
      )
      // A client gone by now cancelled: nothing is kept.
      stopIfGone(run.signal)
    })
    run.job.report('write', good.length, good.length)
  }
  const failedRows = new Set(errors.map((error) => error.row)).size
  return {
    dryRun,
    total: rows.length,
    created: creates.length,
    updated: updates.length,
    failed: failedRows,
    errors: errors.slice(0, MAX_REPORTED_ERRORS),
    ...(batch ? { batch } : {}),
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
