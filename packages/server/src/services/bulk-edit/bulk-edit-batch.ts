import { FeathersError } from '@feathersjs/errors'
import {
  bulkChangesOf,
  validateRecord,
  ValidationFailure,
  type BulkEditRefusal,
  type EnumDef,
  type FieldProblemData
} from '@tutor-admin/shared'
import type { Knex } from 'knex'
import type { Dialect } from '../../db/dialects'
import { fromRow } from '../../db/row-codec'
import type { WriteSource } from '../../journal/write-source'
import { asHttpError } from '../items/items-errors'
import { ItemsService } from '../items/items.class'
import type { BulkEditPlan } from './bulk-edit.schema'
import { matchingRows } from './bulk-edit-records'

type Row = Record<string, unknown>
type Patch = { id: string; changes: Row; current: Row }

/** What one batch did: the last record it went through, and per record written, unchanged or refused. */
export interface BatchOutcome {
  last?: string
  seen: number
  written: Row[]
  unchanged: number
  refusals: BulkEditRefusal[]
}

export interface BatchContext {
  knex: Knex
  dialect: Dialect
  enums: Record<string, EnumDef>
  service: ItemsService
  plan: BulkEditPlan
  source: WriteSource
}

/** The refusals of a record whose changes are invalid, one per field. */
const invalidRefusals = (recordId: string, failure: ValidationFailure): BulkEditRefusal[] => {
  const problems = failure.fieldProblems()
  return Object.entries(failure.errors).map(([field, message]) => ({
    recordId,
    field,
    message,
    ...(problems[field] ? { problem: problems[field] } : {})
  }))
}

/** The refusal of a record the service would not write (its own rule, a unique value taken). */
const writeRefusal = (recordId: string, error: unknown, dialect: Dialect): BulkEditRefusal => {
  const answer = asHttpError(error, dialect)
  if (!(answer instanceof FeathersError)) throw error
  const data = (answer.data ?? {}) as { code?: string; field?: string }
  const problem: FieldProblemData | undefined = data.code ? { code: data.code } : undefined
  return {
    recordId,
    message: answer.message,
    ...(data.field ? { field: data.field } : {}),
    ...(problem ? { problem } : {})
  }
}

/** Whether a record changed after the version the edit was based on: its own, or the list's time. */
const changedMeanwhile = (plan: BulkEditPlan, record: Row) => {
  const modified = String(record.modified ?? '')
  const seen = plan.versions[String(record._id)]
  if (seen !== undefined) return modified !== seen
  return plan.asOf !== undefined && modified > plan.asOf
}

/**
 * Writes the patches: together, as one write of the journal, unless the service checks each
 * record's write itself (staff accounts: no one demotes their own) or the write of all fails;
 * then one by one, each in a savepoint, and those refused are reported.
 */
const writePatches = async (ctx: BatchContext, trx: Knex.Transaction, patches: Patch[], one: boolean) => {
  const { service, source, dialect } = ctx
  const ownRules = service._patch !== ItemsService.prototype._patch
  if (!one && !ownRules) return { written: await service._patchMany(patches, source, trx), refusals: [] }
  const written: Row[] = []
  const refusals: BulkEditRefusal[] = []
  for (const patch of patches)
    try {
      written.push(
        await trx.transaction((point) =>
          service._patch(patch.id, patch.changes, source, point, patch.current)
        )
      )
    } catch (error) {
      refusals.push(writeRefusal(patch.id, error, dialect))
    }
  return { written, refusals }
}

/**
 * One batch of a bulk edit in one transaction: the next `size` records of the edit after `after`
 * (in `_id` order), locked (PostgreSQL `FOR UPDATE`; SQLite writes one at a time); those changed
 * meanwhile are refused (`editConflict`), the others get their changes, validated per record and
 * written with the edit's batch id. `one` writes record by record (after a failed write of all).
 */
export const editBatch = (ctx: BatchContext, after: string | undefined, size: number, one = false) =>
  ctx.knex.transaction(async (trx): Promise<BatchOutcome> => {
    const { service, plan, dialect, enums } = ctx
    const rows: Row[] = await matchingRows(trx, dialect, service.model, plan.filter, after)
      .orderBy('_id', 'asc')
      .limit(size)
      .forUpdate()
    const records = rows.map((row) => fromRow(dialect, service.model, row, true))
    const refusals: BulkEditRefusal[] = []
    const patches: Patch[] = []
    let unchanged = 0
    for (const record of records) {
      const id = String(record._id)
      if (changedMeanwhile(plan, record)) {
        refusals.push({
          recordId: id,
          message: 'The record was changed by someone else since the list was read',
          problem: { code: 'editConflict' }
        })
        continue
      }
      const changes = bulkChangesOf(record, plan.changes)
      if (Object.keys(changes).length === 0) {
        unchanged++
        continue
      }
      try {
        patches.push({
          id,
          changes: validateRecord(service.collection.fields, changes, 'patch', enums),
          current: record
        })
      } catch (error) {
        if (!(error instanceof ValidationFailure)) throw error
        refusals.push(...invalidRefusals(id, error))
      }
    }
    const write = await writePatches(ctx, trx, patches, one)
    return {
      last: records.length ? String(records[records.length - 1]._id) : undefined,
      seen: records.length,
      written: write.written,
      unchanged,
      refusals: [...refusals, ...write.refusals]
    }
  })
