import {
  validateRecord,
  ValidationFailure,
  withImportValues,
  type CollectionDef,
  type EnumDef,
  type ImportChoices,
  type ImportError
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Application } from '../../declarations'
import { fromRow } from '../../db/row-codec'
import { missingRefIds, refErrorsOf } from '../items/check-refs'
import type { ItemsService } from '../items/items.class'
import type { TableRead } from './read-table.types'
import { rowToRecord, tableColumns } from './table-columns'
import { matchKey, matchValue, recordsByValue } from './match-by'
import { stopIfGone, type TransferJob } from './transfer-jobs'

/** Rows validated between two turns of the event loop. */
const VALIDATE_BATCH = 1000

type Row = Record<string, unknown>
/** Where an import reports its progress, and whether its client is still there. */
export interface ImportRun {
  job: TransferJob
  signal: AbortSignal
}
/** A row of the file that validated: the record it creates, or the changes to the record `id`. */
export interface Planned {
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

/** A file's rows as records, and the record each updates: read once, before any row is checked. */
export interface ImportTargets {
  records: Row[]
  targets: RowTarget[]
  existing: Map<string, Row>
}

/** The records of the file's rows and their targets (see `rowTargets`). */
export const importTargets = async (
  app: Application,
  service: ItemsService,
  collection: CollectionDef,
  rows: TableRead['rows'],
  matchBy: string | undefined
): Promise<ImportTargets> => {
  const columns = tableColumns(collection)
  const records = rows.map((row) => rowToRecord(row, columns))
  return { records, ...(await rowTargets(app, service, collection, records, matchBy)) }
}

/**
 * Validates the rows from `start` to before `end` like a create (or a patch of the record it
 * updates, see `rowTargets`), with the chosen values in the fields it leaves empty; adds the
 * errors of the others to `errors`. The references are checked after, in the write's transaction
 * (`rowsWithTheirRefs`).
 */
export const planRows = async (
  app: Application,
  collection: CollectionDef,
  { records, targets, existing }: ImportTargets,
  choices: ImportChoices,
  run: ImportRun,
  [start, end]: [number, number],
  errors: ImportError[]
): Promise<Planned[]> => {
  const enums: Record<string, EnumDef> = app.get('catalogue').enums
  const planned: Planned[] = []
  for (let index = start; index < end; index++) {
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
      // The row's `_id`, a system field, is left out by the validation.
      const filled = withImportValues(records[index], choices.values, id ? existing.get(id) : undefined)
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
  return planned
}

/**
 * The planned rows whose references all point at records, the others reported as errors of their
 * rows. Run in the write's transaction, it is the only check of the rows' references: the writes
 * are told so (`CheckedBefore`).
 */
export const rowsWithTheirRefs = async (
  knex: Knex,
  app: Application,
  service: ItemsService,
  planned: Planned[],
  errors: ImportError[]
) => {
  const missing = await missingRefIds(
    knex,
    app.get('catalogue'),
    service.model,
    planned.map((plan) => plan.record)
  )
  return planned.filter((plan) => {
    const refErrors = Object.entries(refErrorsOf(service.model, plan.record, missing))
    for (const [field, message] of refErrors)
      errors.push({ row: plan.line, field, message, problem: { code: 'missingRef' } })
    return refErrors.length === 0
  })
}
